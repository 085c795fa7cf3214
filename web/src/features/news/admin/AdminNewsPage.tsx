import { Badge, Button, Card, Group, Select, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useAdminNewsList, useDeleteNews } from '../news.queries.ts';

/** /admin/news: every news item, newest first, filtered by subject; each can be edited or deleted. */
export function AdminNewsPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('dateTime');
  const subjects = useSubjects();
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const news = useAdminNewsList(subjectId, page);
  const remove = useDeleteNews();
  const subjectTitle = new Map((subjects.data ?? []).map((subject) => [subject.id, localize(subject.title)]));

  const create = (
    <Button component={Link} to="/admin/news/create" leftSection={<IconPlus size={18} />} radius="xl">
      {t('newsAdmin.list.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <IconNews size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={1} size="h2">
            {t('newsAdmin.list.title')}
          </Title>
        </Group>
        {create}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Select
            label={t('newsAdmin.list.subjectFilter')}
            placeholder={t('newsAdmin.list.anySubject')}
            data={(subjects.data ?? []).map((subject) => ({
              value: String(subject.id),
              label: localize(subject.title),
            }))}
            value={subjectId === null ? null : String(subjectId)}
            onChange={(value) => {
              setSubjectId(value === null ? null : Number(value));
              setPage(1);
            }}
            clearable
            w={260}
          />
          {news.isPending ? (
            <Spinner centered />
          ) : news.isError ? (
            <QueryError error={news.error} onRetry={() => void news.refetch()} />
          ) : news.data.items.length === 0 ? (
            <EmptyState
              title={t('newsAdmin.list.emptyTitle')}
              description={t('newsAdmin.list.emptyText')}
              action={create}
            />
          ) : (
            <>
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('newsAdmin.list.columnTitle')}</Table.Th>
                      <Table.Th>{t('newsAdmin.list.columnSubject')}</Table.Th>
                      <Table.Th>{t('newsAdmin.list.columnDate')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('newsAdmin.list.columnActions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {news.data.items.map((item) => {
                      const title = item.title['ru-RU'];
                      return (
                        <Table.Tr key={item.id}>
                          <Table.Td>
                            <Group gap="xs">
                              {title}
                              {item.is_required ? (
                                <Badge color="orange" variant="light" size="sm">
                                  {t('newsAdmin.list.requiredBadge')}
                                </Badge>
                              ) : null}
                            </Group>
                          </Table.Td>
                          <Table.Td>{subjectTitle.get(item.subject_id) ?? item.subject_id}</Table.Td>
                          <Table.Td>{formatDate(item.created_at)}</Table.Td>
                          <Table.Td>
                            <EditDeleteActions
                              editTo={`/admin/news/edit/${item.id}`}
                              editLabel={t('newsAdmin.list.edit', { title })}
                              deleteLabel={t('newsAdmin.list.delete', { title })}
                              deleting={remove.isPending && remove.variables === item.id}
                              onDelete={() =>
                                void confirmDelete({
                                  title: t('newsAdmin.delete.title'),
                                  message: t('newsAdmin.delete.message', { title }),
                                  confirmLabel: t('newsAdmin.delete.confirm'),
                                  remove: () => remove.mutateAsync(item.id),
                                  done: t('newsAdmin.delete.done'),
                                })
                              }
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {news.data.last_page > 1 ? (
                <AppPagination value={page} onChange={setPage} total={news.data.last_page} />
              ) : null}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
