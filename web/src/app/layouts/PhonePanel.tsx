import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner.tsx';

// Loaded with the phone's first opening, so the pages that carry the phone's button name none of the panels' files.
const PANELS = {
  chat: lazy(() => import('../../features/chat/ChatPanel.tsx').then((module) => ({ default: module.ChatPanel }))),
  mail: lazy(() =>
    import('../../features/mail/student/MailPanel.tsx').then((module) => ({ default: module.MailPanel })),
  ),
  news: lazy(() =>
    import('../../features/news/student/NewsPanel.tsx').then((module) => ({ default: module.NewsPanel })),
  ),
  rating: lazy(() =>
    import('../../features/ratings/RatingPanel.tsx').then((module) => ({ default: module.RatingPanel })),
  ),
};

export type PhonePanelKey = keyof typeof PANELS;

/** One tab's panel of the phone, each fetched on its first showing. */
export function PhonePanel({ tab }: { tab: PhonePanelKey }) {
  const Panel = PANELS[tab];
  return (
    <Suspense fallback={<Spinner centered />}>
      <Panel />
    </Suspense>
  );
}
