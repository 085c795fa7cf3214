import { AppModal } from '../../ui/AppModal.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LibraryPageView } from './LibraryPageView.tsx';
import { useLibraryPage } from './library.queries.ts';

/** A published studio page read in a dialog, as a class's teacher and students open it. */
export function LibraryPageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const page = useLibraryPage(id);
  return (
    <AppModal opened onClose={onClose} size="xl" title={page.data?.title ?? ''}>
      {page.isPending ? (
        <Spinner centered />
      ) : page.isError ? (
        <QueryError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <LibraryPageView doc={page.data.doc} trainers={page.data.trainers} />
      )}
    </AppModal>
  );
}
