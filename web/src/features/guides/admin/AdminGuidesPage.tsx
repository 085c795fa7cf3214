import { Anchor, Button, Card, Group, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconHelpCircle, IconPlus } from '@tabler/icons-react';
import { GUIDE_NUMBER_MAX, GUIDE_SUBJECTS, type Guide, isGuideSubject } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useAdminGuides, useDeleteGuide } from '../guides.queries.ts';
import { GuideFormModal } from './GuideFormModal.tsx';

const ALL_NUMBERS = Array.from({ length: GUIDE_NUMBER_MAX }, (_, index) => index + 1);

/** /admin/guides: each subject's guides by number, their titles and texts in three languages, video and feature. */
export function AdminGuidesPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const subjectList = useSubjects();
  const [subjectId, setSubjectId] = useState<number>(GUIDE_SUBJECTS[0]);
  const [editing, setEditing] = useState<Guide | 'new' | null>(null);
  const guides = useAdminGuides(subjectId);
  const remove = useDeleteGuide();

  const subjects = GUIDE_SUBJECTS.map((id) => {
    const known = subjectList.data?.find((subject) => subject.id === id);
    return { value: String(id), label: known ? localized(known.title) : t('guides.admin.subjectNumber', { id }) };
  });
  const taken = new Set(guides.data?.map((guide) => guide.number));
  const freeNumbers = ALL_NUMBERS.filter((number) => !taken.has(number));

  const askDelete = (guide: Guide) =>
    void confirmDelete({
      title: t('guides.admin.deleteTitle'),
      message: t('guides.admin.deleteMessage', { code: guide.code, title: localized(guide.title) }),
      confirmLabel: t('guides.admin.delete'),
      remove: () => remove.mutateAsync(guide.id),
      done: t('guides.admin.deleted', { code: guide.code }),
    });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconHelpCircle size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('guides.admin.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('guides.admin.intro')}</Text>
      <Group align="flex-end" justify="space-between">
        <Select
          label={t('guides.admin.fields.subject')}
          data={subjects}
          value={String(subjectId)}
          onChange={(value) => {
            const picked = Number(value);
            if (isGuideSubject(picked)) setSubjectId(picked);
          }}
          allowDeselect={false}
          w={280}
        />
        <Button
          leftSection={<IconPlus size={18} />}
          disabled={freeNumbers.length === 0}
          onClick={() => setEditing('new')}
        >
          {t('guides.admin.add')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        {guides.isPending ? (
          <Spinner centered />
        ) : guides.isError ? (
          <QueryError error={guides.error} onRetry={() => void guides.refetch()} />
        ) : guides.data.length === 0 ? (
          <EmptyState title={t('guides.admin.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('guides.admin.columns.number')}</Table.Th>
                  <Table.Th>{t('guides.admin.columns.title')}</Table.Th>
                  <Table.Th>{t('guides.admin.columns.feature')}</Table.Th>
                  <Table.Th>{t('guides.admin.columns.video')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('guides.admin.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {guides.data.map((guide) => (
                  <Table.Tr key={guide.id}>
                    <Table.Td>
                      {guide.number}{' '}
                      <Text span c="dimmed" size="sm">
                        ({guide.code})
                      </Text>
                    </Table.Td>
                    <Table.Td>{localized(guide.title)}</Table.Td>
                    <Table.Td>{t(`guides.features.${guide.feature ?? 'none'}`)}</Table.Td>
                    <Table.Td>
                      {guide.source === 'link' && guide.link_url ? (
                        <Anchor href={guide.link_url} target="_blank" rel="noopener noreferrer" size="sm">
                          {t('guides.player.open')}
                        </Anchor>
                      ) : (
                        <Text size="sm" c={guide.source === 'none' ? 'dimmed' : undefined}>
                          {t(guide.source === 'none' ? 'guides.admin.noVideo' : 'guides.admin.uploaded')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        onEdit={() => setEditing(guide)}
                        editLabel={t('guides.admin.edit', { code: guide.code })}
                        deleteLabel={t('guides.admin.deleteNamed', { code: guide.code })}
                        deleting={remove.isPending && remove.variables === guide.id}
                        onDelete={() => askDelete(guide)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {editing ? (
        <GuideFormModal
          key={editing === 'new' ? 'new' : editing.id}
          subjectId={subjectId}
          guide={editing === 'new' ? null : editing}
          freeNumbers={freeNumbers}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
