import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LibraryPageView } from '../LibraryPageView.tsx';
import { useLibraryPage } from '../library.queries.ts';

/** The published page exactly as a student opens it (the snapshot, not the draft being edited). */
export function PublishedPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const page = useLibraryPage(id);
  return (
    <AppModal opened onClose={onClose} size="xl" title={t('studio.previewTitle')}>
      {page.isPending ? (
        <Spinner centered />
      ) : page.isError ? (
        <QueryError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <Title order={2} size="h3" mb="md">
            {page.data.title}
          </Title>
          <LibraryPageView doc={page.data.doc} trainers={page.data.trainers} />
          <Text size="xs" c="dimmed" mt="lg">
            {t('studio.previewNote')}
          </Text>
        </>
      )}
    </AppModal>
  );
}
