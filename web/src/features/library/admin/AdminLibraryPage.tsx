import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBooks, IconFilePlus, IconPlus } from '@tabler/icons-react';
import type { LibraryMaterial } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { LibraryFiltersBar } from '../LibraryFiltersBar.tsx';
import { useDeleteLibraryMaterial, useLibrary, useLibraryTags } from '../library.queries.ts';
import { useLibraryFilters } from '../useLibraryFilters.ts';
import { LibraryMaterialModal } from './LibraryMaterialModal.tsx';

/** Where a material opens: a page in the studio, a link or a video at its address, a picture at its own. */
function openTarget(material: LibraryMaterial): { to: string; external: boolean } | null {
  if (material.kind === 'page') return { to: `/admin/materials/studio-editor/${material.id}`, external: false };
  if (material.kind === 'picture' && material.picture_url) return { to: material.picture_url, external: true };
  if (material.url) return { to: material.url, external: true };
  return null;
}

/** /admin/materials: the school's library by subject, kind, tag and words, with its dialogs and the studio's pages. */
export function AdminLibraryPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const subjectList = useSubjects();
  const { filters, setFilter, query } = useLibraryFilters();
  const materials = useLibrary(query);
  const tags = useLibraryTags(query.subject_id);
  const remove = useDeleteLibraryMaterial();
  const [editing, setEditing] = useState<LibraryMaterial | 'new' | null>(null);

  const subjects = (subjectList.data ?? []).map((subject) => ({
    value: String(subject.id),
    label: localized(subject.title),
  }));
  const subjectName = (id: number) => subjects.find((subject) => subject.value === String(id))?.label ?? String(id);

  const askDelete = (material: LibraryMaterial) =>
    void confirmDelete({
      title: t('library.deleteTitle'),
      message: t('library.deleteMessage', { title: material.title }),
      confirmLabel: t('library.delete'),
      remove: () => remove.mutateAsync(material.id),
      done: t('library.deleted', { title: material.title }),
    });

  const status = (material: LibraryMaterial) => {
    if (material.kind !== 'page') return null;
    return material.published_at ? (
      <Badge color="teal" variant="light">
        {t('library.published')}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('library.draftOnly')}
      </Badge>
    );
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconBooks size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('library.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('library.intro')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFilePlus size={18} aria-hidden />}
          onClick={() => void navigate('/admin/materials/studio-editor')}
        >
          {t('library.createPage')}
        </Button>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('library.add')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <LibraryFiltersBar filters={filters} onFilter={setFilter} tags={tags.data ?? []} subjects={subjects} />
          {materials.isPending ? (
            <Spinner centered />
          ) : materials.isError ? (
            <QueryError error={materials.error} onRetry={() => void materials.refetch()} />
          ) : materials.data.length === 0 ? (
            <EmptyState title={t('library.empty')} />
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('library.column.title')}</Table.Th>
                    <Table.Th>{t('library.column.kind')}</Table.Th>
                    <Table.Th>{t('library.column.subject')}</Table.Th>
                    <Table.Th>{t('library.column.tags')}</Table.Th>
                    <Table.Th>{t('library.column.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {materials.data.map((material) => {
                    const target = openTarget(material);
                    return (
                      <Table.Tr key={material.id}>
                        <Table.Td>
                          <Stack gap={2}>
                            {target ? (
                              target.external ? (
                                <Text
                                  component="a"
                                  href={target.to}
                                  target="_blank"
                                  rel="noopener noreferrer"
                                  fw={600}
                                  c="blue"
                                >
                                  {material.title}
                                </Text>
                              ) : (
                                <Text component={Link} to={target.to} fw={600} c="blue">
                                  {material.title}
                                </Text>
                              )
                            ) : (
                              <Text fw={600}>{material.title}</Text>
                            )}
                            {material.document ? (
                              <Text size="xs" c="dimmed">
                                {material.document.name}
                              </Text>
                            ) : null}
                            {material.description ? (
                              <Text size="sm" c="dimmed" lineClamp={2}>
                                {material.description}
                              </Text>
                            ) : null}
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6}>
                            <Badge variant="outline">{t(`library.kind.${material.kind}`)}</Badge>
                            {status(material)}
                          </Group>
                        </Table.Td>
                        <Table.Td>{subjectName(material.subject_id)}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {material.tags.map((tag) => (
                              <Badge key={tag} variant="light" color="grape" tt="none">
                                {tag}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <EditDeleteActions
                            editLabel={t('library.editNamed', { title: material.title })}
                            deleteLabel={t('library.deleteNamed', { title: material.title })}
                            onEdit={() => setEditing(material)}
                            deleting={remove.isPending && remove.variables === material.id}
                            onDelete={() => askDelete(material)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      {editing ? (
        <LibraryMaterialModal
          material={editing === 'new' ? null : editing}
          subjects={subjects}
          tagOptions={tags.data ?? []}
          defaultSubject={filters.subject}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
