import { Anchor, Badge, Table, VisuallyHidden } from '@mantine/core';
import type { ReadingText } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { Truncate } from '../../../ui/Truncate.tsx';
import { useDeleteReadingText } from '../readingTexts.queries.ts';
import { levelLabel } from './readingLevels.ts';

export function ReadingTextsTable({ texts }: { texts: readonly ReadingText[] }) {
  const { t } = useTranslation();
  const deleteText = useDeleteReadingText();

  const remove = (text: ReadingText) =>
    confirmDelete({
      title: t('adminReadingTexts.list.confirmDelete'),
      message: text.title,
      confirmLabel: t('adminReadingTexts.list.delete'),
      remove: () => deleteText.mutateAsync(text.id),
      done: t('adminReadingTexts.list.deleted'),
    });

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminReadingTexts.list.columns.title')}</Table.Th>
            <Table.Th w={200}>{t('adminReadingTexts.list.columns.level')}</Table.Th>
            <Table.Th w={90}>{t('adminReadingTexts.list.columns.words')}</Table.Th>
            <Table.Th w={100}>{t('adminReadingTexts.list.columns.questions')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('adminReadingTexts.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {texts.map((text) => (
            <Table.Tr key={text.id}>
              <Table.Td maw={420}>
                <Anchor component={Link} to={`/admin/reading-texts/edit/${text.id}`} c="inherit" underline="hover">
                  <Truncate text={text.title} maxWidth={420} />
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" tt="none">
                  {levelLabel(t, text.level)}
                </Badge>
              </Table.Td>
              <Table.Td>{text.words}</Table.Td>
              <Table.Td>{text.questions.length}</Table.Td>
              <Table.Td>
                <EditDeleteActions
                  editTo={`/admin/reading-texts/edit/${text.id}`}
                  editLabel={t('adminReadingTexts.list.edit', { title: text.title })}
                  deleteLabel={t('adminReadingTexts.list.deleteOne', { title: text.title })}
                  deleting={deleteText.isPending && deleteText.variables === text.id}
                  onDelete={() => void remove(text)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
