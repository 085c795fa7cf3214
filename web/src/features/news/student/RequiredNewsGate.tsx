import { useState } from 'react';
import { useNewsChannel, useStudentNews } from '../news.queries.ts';
import { NewsModal } from './NewsModalOnDemand.tsx';

/**
 * Mounted once in the student layout: hears the chosen subject's news channel, and puts an unread required item in
 * front of the student (the oldest first) until they confirm they read it. The list loads once the app has taken the
 * page over (useStudentNews), so the server's drawing of the home never holds a modal.
 */
export function RequiredNewsGate() {
  useNewsChannel();
  const news = useStudentNews();
  // Only an item the modal could not load can be closed unread; it is not offered again on this visit.
  const [skipped, setSkipped] = useState<number | null>(null);
  const required = news.data?.news.findLast((item) => item.is_required === 1 && !item.is_read && item.id !== skipped);
  if (!required) return null;
  return <NewsModal key={required.id} newsId={required.id} onClose={() => setSkipped(required.id)} confirmToClose />;
}
