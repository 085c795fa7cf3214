import { useState } from 'react';
import { useUnreadCounts } from '../../phone/index.ts';
import { useNewsChannel } from '../news.live.ts';
import { NewsModal } from './NewsModalOnDemand.tsx';

/**
 * Mounted once in the student layout: hears the chosen subject's news channel, and puts the oldest unread required
 * item in front of the student until they confirm they read it. It learns which from the phone's unread counts, so
 * a student page loads no news list for it; the counts wait for the app to take the page over, so the server's
 * drawing of the home never holds a modal.
 */
export function RequiredNewsGate() {
  useNewsChannel();
  const required = useUnreadCounts().required_news_id;
  // Closed once read (the counts then name the next one), or unread when the modal could not load it; a skipped
  // item is not offered again on this visit.
  const [skipped, setSkipped] = useState<number | null>(null);
  if (required === null || required === skipped) return null;
  return <NewsModal key={required} newsId={required} onClose={() => setSkipped(required)} confirmToClose />;
}
