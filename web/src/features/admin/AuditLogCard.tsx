import { Card, Code, Group, Pagination, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useFormatDateTime } from '../../ui/useFormatDateTime.ts';
import { useAuditLog } from './admin.queries.ts';

export function AuditLogCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const formatDateTime = useFormatDateTime();

  return (
    <Card component="section" aria-label={t('admin.auditLog.title')} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size="lg" radius="xl" variant="light" color="grape">
            <IconHistory size={20} />
          </ThemeIcon>
          <Title order={3}>{t('admin.auditLog.title')}</Title>
        </Group>
        {log.isPending ? (
          <Spinner centered />
        ) : log.isError ? (
          <QueryError error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <EmptyState title={t('admin.auditLog.empty')} icon={<IconHistory size={32} stroke={1.5} />} color="grape" />
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.auditLog.columns.time')}</Table.Th>
                    <Table.Th>{t('admin.auditLog.columns.user')}</Table.Th>
                    <Table.Th>{t('admin.auditLog.columns.action')}</Table.Th>
                    <Table.Th>{t('admin.auditLog.columns.target')}</Table.Th>
                    <Table.Th>{t('admin.auditLog.columns.ip')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.items.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
                      <Table.Td>{entry.user_id === null ? t('admin.auditLog.system') : `#${entry.user_id}`}</Table.Td>
                      <Table.Td>
                        <Code>{entry.action}</Code>
                      </Table.Td>
                      <Table.Td>
                        {entry.target_type
                          ? `${entry.target_type}${entry.target_id === null ? '' : ` #${entry.target_id}`}`
                          : '—'}
                      </Table.Td>
                      <Table.Td>{entry.ip ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('admin.auditLog.total', { count: log.data.total })}
              </Text>
              <Pagination total={log.data.last_page} value={page} onChange={setPage} hideWithOnePage radius="xl" />
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
