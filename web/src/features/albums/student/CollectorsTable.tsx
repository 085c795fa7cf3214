import { Alert, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectors } from '../albums.queries.ts';

/** The collectors' rating of the subject: completed pictures first, then sales; the student's own row stands out. */
export function CollectorsTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const collectors = useCollectors(page);

  return (
    <Stack component="section" aria-labelledby="collectors-title" gap="sm">
      <Title order={2} size="h3" id="collectors-title">
        {t('albumsTrade.collectors.title')}
      </Title>
      {collectors.isPending ? (
        <Skeleton height={160} radius="xl" />
      ) : collectors.isError ? (
        <Alert color="red" radius="xl">
          {t('albumsTrade.loadFailed')}
        </Alert>
      ) : collectors.data.items.length === 0 ? (
        <Text c="dimmed">{t('albumsTrade.collectors.empty')}</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('albumsTrade.collectors.rank')}</Table.Th>
              <Table.Th>{t('albumsTrade.collectors.name')}</Table.Th>
              <Table.Th>{t('albumsTrade.collectors.pictures')}</Table.Th>
              <Table.Th>{t('albumsTrade.collectors.sales')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {collectors.data.items.map((entry) => (
              <Table.Tr
                key={entry.student_id}
                aria-current={entry.is_own ? 'true' : undefined}
                bg={entry.is_own ? 'grape.1' : undefined}
                fw={entry.is_own ? 700 : undefined}
              >
                <Table.Td>{entry.rank}</Table.Td>
                <Table.Td>{entry.is_own ? t('albumsTrade.collectors.you', { name: entry.name }) : entry.name}</Table.Td>
                <Table.Td>{entry.pictures}</Table.Td>
                <Table.Td>{entry.sales}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {collectors.data && collectors.data.last_page > 1 && (
        <Pagination total={collectors.data.last_page} value={page} onChange={setPage} radius="xl" />
      )}
    </Stack>
  );
}
