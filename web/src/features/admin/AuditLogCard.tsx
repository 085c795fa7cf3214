import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPagination } from '../../ui/AppPagination.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AuditLogEntries } from './AuditLogEntries.tsx';
import { useAuditLog } from './admin.queries.ts';

export function AuditLogCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  return (
    <Card component="section" aria-label={t('admin.auditLog.title')} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size="lg" radius="xl" variant="light" color="grape">
            <IconHistory size={20} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('admin.auditLog.title')}
          </Title>
        </Group>
        {log.isPending ? (
          <Spinner centered />
        ) : log.isError ? (
          <QueryError error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <EmptyState title={t('admin.auditLog.empty')} icon={<IconHistory size={32} stroke={1.5} />} color="grape" />
        ) : (
          <>
            <AuditLogEntries entries={log.data.items} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('admin.auditLog.total', { count: log.data.total })}
              </Text>
              <AppPagination total={log.data.last_page} value={page} onChange={setPage} hideWithOnePage radius="xl" />
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
