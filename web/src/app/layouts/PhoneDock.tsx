import { IconMail, IconMessageCircle, IconNews, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../../features/phone/index.ts';
import { type PhoneTab, PhoneWidget } from '../../ui/phone/PhoneWidget.tsx';
import type { PhonePanelKey } from './PhonePanel.tsx';

// One file for every panel: the badges alone (one small answer) come with the page.
const LoadedPanel = lazy(() => import('./PhonePanel.tsx').then((module) => ({ default: module.PhonePanel })));

const ICON_SIZE = 18;

/** The panels' file is under a kilobyte; the panel it then fetches shows a spinner while it comes. */
function Panel({ tab }: { tab: PhonePanelKey }) {
  return (
    <Suspense fallback={null}>
      <LoadedPanel tab={tab} />
    </Suspense>
  );
}

function useChatTab(unread: number): PhoneTab {
  const { t } = useTranslation();
  return {
    key: 'chat',
    label: t('phone.chat'),
    icon: <IconMessageCircle size={ICON_SIZE} />,
    unread,
    panel: <Panel tab="chat" />,
  };
}

/** Spec §1: the student's phone with Chat, Mail, News and Rating, each with its unread badge. */
export function StudentPhone() {
  const { t } = useTranslation();
  const unread = useUnreadCounts();
  const tabs: PhoneTab[] = [
    useChatTab(unread.chat),
    {
      key: 'mail',
      label: t('phone.mail'),
      icon: <IconMail size={ICON_SIZE} />,
      unread: unread.mail,
      panel: <Panel tab="mail" />,
    },
    {
      key: 'news',
      label: t('phone.news'),
      icon: <IconNews size={ICON_SIZE} />,
      unread: unread.news,
      panel: <Panel tab="news" />,
    },
    {
      key: 'rating',
      label: t('phone.rating'),
      icon: <IconTrophy size={ICON_SIZE} />,
      unread: 0,
      panel: <Panel tab="rating" />,
    },
  ];
  return <PhoneWidget tabs={tabs} />;
}

/** Spec §1: a teacher's phone shows the chat only. */
export function TeacherPhone() {
  return <PhoneWidget tabs={[useChatTab(useUnreadCounts().chat)]} />;
}
