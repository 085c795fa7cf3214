import { useQuery } from '@tanstack/react-query';
import { AppModal } from '../../ui/AppModal.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LibraryPageView } from './LibraryPageView.tsx';
import type { LibraryMaterialSource } from './library.queries.ts';

/** A published studio page read in a dialog, through the source that lets the reader read it. */
export function LibraryPageDialog({ source, onClose }: { source: LibraryMaterialSource; onClose: () => void }) {
  const page = useQuery({ queryKey: source.pageKey, queryFn: () => source.page() });
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
