import { IconMail, IconMessageCircle, IconNews, IconTrophy } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatUnread } from '../../features/chat/index.ts';
import { useMailUnread } from '../../features/mail/index.ts';
import { useNewsUnread } from '../../features/news/index.ts';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { type PhoneTab, PhoneWidget } from '../../ui/phone/PhoneWidget.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

// The panels load with the first opening of the phone; the badges alone come with the page.
const ChatPanel = lazyWithPreload(() =>
  import('../../features/chat/ChatPanel.tsx').then((module) => ({ default: module.ChatPanel })),
);
const MailPanel = lazyWithPreload(() =>
  import('../../features/mail/student/MailPanel.tsx').then((module) => ({ default: module.MailPanel })),
);
const NewsPanel = lazyWithPreload(() =>
  import('../../features/news/student/NewsPanel.tsx').then((module) => ({ default: module.NewsPanel })),
);
const RatingPanel = lazyWithPreload(() =>
  import('../../features/ratings/RatingPanel.tsx').then((module) => ({ default: module.RatingPanel })),
);

const ICON_SIZE = 18;

function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner centered />}>{children}</Suspense>;
}

function useChatTab(): PhoneTab {
  const { t } = useTranslation();
  return {
    key: 'chat',
    label: t('phone.chat'),
    icon: <IconMessageCircle size={ICON_SIZE} />,
    unread: useChatUnread(),
    panel: (
      <Loaded>
        <ChatPanel />
      </Loaded>
    ),
  };
}

/** Spec §1: the student's phone with Chat, Mail, News and Rating, each with its unread badge. */
export function StudentPhone() {
  const { t } = useTranslation();
  const chat = useChatTab();
  const mailUnread = useMailUnread();
  const newsUnread = useNewsUnread();
  const tabs: PhoneTab[] = [
    chat,
    {
      key: 'mail',
      label: t('phone.mail'),
      icon: <IconMail size={ICON_SIZE} />,
      unread: mailUnread,
      panel: (
        <Loaded>
          <MailPanel />
        </Loaded>
      ),
    },
    {
      key: 'news',
      label: t('phone.news'),
      icon: <IconNews size={ICON_SIZE} />,
      unread: newsUnread,
      panel: (
        <Loaded>
          <NewsPanel />
        </Loaded>
      ),
    },
    {
      key: 'rating',
      label: t('phone.rating'),
      icon: <IconTrophy size={ICON_SIZE} />,
      unread: 0,
      panel: (
        <Loaded>
          <RatingPanel />
        </Loaded>
      ),
    },
  ];
  return <PhoneWidget tabs={tabs} />;
}

/** Spec §1: a teacher's phone shows the chat only. */
export function TeacherPhone() {
  return <PhoneWidget tabs={[useChatTab()]} />;
}
