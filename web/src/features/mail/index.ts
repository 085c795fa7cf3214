export { MAIL_EVENT_TYPE, refreshMail } from './mail.live.ts';
export { useMailUnread } from './mail.queries.ts';
export { MailPanel } from './student/MailPanel.tsx';
