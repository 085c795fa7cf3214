import { Button, Group, Select, Stack } from '@mantine/core';
import type { LibraryTrainer } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppModal } from '../../../ui/AppModal.tsx';

/** Picks a trainer of the page's subject (others stay listed below it) for a trainer block. */
export function TrainerDialog({
  trainers,
  subjectId,
  onInsert,
  onClose,
}: {
  trainers: readonly LibraryTrainer[];
  subjectId: number;
  onInsert: (trainerId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [chosen, setChosen] = useState<string | null>(null);
  const ordered = [...trainers].sort(
    (a, b) => Number(b.subjects.includes(subjectId)) - Number(a.subjects.includes(subjectId)),
  );

  return (
    <AppModal opened onClose={onClose} title={t('studio.trainer.title')}>
      <Stack gap="md">
        <Select
          label={t('studio.trainer.choose')}
          data={ordered.map((trainer) => ({ value: String(trainer.id), label: localized(trainer.title) }))}
          value={chosen}
          onChange={setChosen}
          searchable
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('library.form.cancel')}
          </Button>
          <Button disabled={chosen === null} onClick={() => chosen && onInsert(Number(chosen))}>
            {t('studio.trainer.insert')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
