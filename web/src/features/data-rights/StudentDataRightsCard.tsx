import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useEraseStudent, useStudentExport } from './dataRights.queries.ts';
import { EraseStudentModal } from './EraseStudentModal.tsx';

/**
 * A child's data rights on the admin's student page and the parent's child page (docs/DATA-RIGHTS.md): the
 * whole record as a ZIP, and erasure after the name is typed out. `onErased` leads away from the page.
 */
export function StudentDataRightsCard({
  student,
  onErased,
}: {
  student: { id: number; name: string };
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const exporting = useStudentExport(student.id);
  const erasing = useEraseStudent(student.id);

  // mutateAsync, not mutate's callbacks: they are dropped when the card unmounts, as it does once its student is gone.
  const erase = async () => {
    try {
      await erasing.mutateAsync();
    } catch {
      // The app's client tells the failure (STUDENT_ERASED among them) in a notice of its own.
      setConfirming(false);
      return;
    }
    setConfirming(false);
    notifySuccess(t('dataRights.erased'));
    onErased();
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('dataRights.title')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('dataRights.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dataRights.intro')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(undefined, { onSuccess: () => notifySuccess(t('dataRights.exported')) })}
          >
            {t('dataRights.export')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('dataRights.erase')}
          </Button>
        </Group>
      </Stack>
      <EraseStudentModal
        name={student.name}
        opened={confirming}
        erasing={erasing.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void erase()}
      />
    </Card>
  );
}
