import { ActionIcon, Group, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { TrainerWord } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { useDeleteTrainerWord, useRenameTrainerWord } from '../trainerWords.queries.ts';

/** One word of a list: renamed in place (Enter saves, Escape gives up) or deleted after a confirmation. */
export function WordRow({ word }: { word: TrainerWord }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const rename = useRenameTrainerWord();
  const remove = useDeleteTrainerWord();
  const [draft, setDraft] = useState<string | null>(null);
  const error = apiFormErrors(rename.error).word;

  const save = () => {
    if (draft === null) return;
    rename.mutate({ id: word.id, word: draft }, { onSuccess: () => setDraft(null) });
  };
  const cancel = () => {
    setDraft(null);
    rename.reset();
  };

  return (
    <Table.Tr>
      <Table.Td>
        {draft === null ? (
          <Text fw={700} ff="monospace">
            {word.word}
          </Text>
        ) : (
          <TextInput
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') cancel();
            }}
            aria-label={t('adminWords.renameLabel', { word: word.word })}
            error={error ? localized(error) : undefined}
            data-autofocus
            autoFocus
            maw={260}
          />
        )}
      </Table.Td>
      <Table.Td w={120}>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {draft === null ? (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={t('adminWords.rename', { word: word.word })}
                onClick={() => setDraft(word.word)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('adminWords.delete', { word: word.word })}
                loading={remove.isPending}
                onClick={() =>
                  void confirmDelete({
                    title: t('adminWords.confirmDelete'),
                    message: word.word,
                    confirmLabel: t('adminWords.deleteConfirm'),
                    remove: () => remove.mutateAsync(word.id),
                    done: t('adminWords.deleted', { word: word.word }),
                  })
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </>
          ) : (
            <>
              <ActionIcon
                variant="light"
                color="teal"
                aria-label={t('adminWords.save')}
                loading={rename.isPending}
                onClick={save}
              >
                <IconCheck size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="gray" aria-label={t('adminWords.cancel')} onClick={cancel}>
                <IconX size={18} />
              </ActionIcon>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
