import { lazy, Suspense } from 'react';
import type { NewsModalProps } from './NewsModal.tsx';

const LoadedNewsModal = lazy(() => import('./NewsModal.tsx').then((module) => ({ default: module.NewsModal })));

/**
 * The news modal, fetched with its first opening: the home and the phone show titles only, so the modal's code and the
 * HTML rebuilding stay out of the student's first load.
 */
export function NewsModal(props: NewsModalProps) {
  return (
    <Suspense fallback={null}>
      <LoadedNewsModal {...props} />
    </Suspense>
  );
}
