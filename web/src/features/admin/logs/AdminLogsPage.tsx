import { Badge, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AuditLogEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { apiFormErrors } from '../../../lib/form-errors.ts';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAuditLog } from '../admin.queries.ts';
import { AuditLogFiltersForm } from './AuditLogFiltersForm.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { useAuditLogParams } from './auditLogParams.ts';

/** /admin/logs: who did what to which object when, filtered and paged in the address so a link keeps both. */
export function AdminLogsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { filters, values, page, update, clear } = useAuditLogParams();
  const log = useAuditLog(page, filters);
  const filtered = Object.keys(filters).length > 0;

  const objectFilterPath = (entry: AuditLogEntry) => {
    const params = new URLSearchParams({ target_type: entry.target_type ?? '' });
    if (entry.target_id !== null) params.set('target_id', String(entry.target_id));
    return `${pathname}?${params}`;
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconHistory size={32} stroke={1.5} color="var(--mantine-color-grape-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('adminLogs.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('adminLogs.intro')}</Text>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          {/* A new key when the address changes from outside (an object's link), so the form shows its filters. */}
          <AuditLogFiltersForm
            key={JSON.stringify(values)}
            values={values}
            serverErrors={apiFormErrors(log.error)}
            onApply={(applied) => update({ ...applied, actor_id: null })}
            onClear={clear}
          />
          {filters.actor_id !== undefined ? (
            <Group gap="xs">
              <Badge
                variant="light"
                color="grape"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('adminLogs.filters.removeActor')}
                    onClick={() => update({ actor_id: null })}
                  />
                }
              >
                {t('adminLogs.filters.actorId', { id: filters.actor_id })}
              </Badge>
            </Group>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        {log.isPending ? (
          <Spinner centered />
        ) : log.isError ? (
          <QueryError error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <EmptyState
            title={t(filtered ? 'adminLogs.emptyFiltered' : 'admin.auditLog.empty')}
            icon={<IconHistory size={32} stroke={1.5} />}
          />
        ) : (
          <Stack gap="md">
            <AuditLogTable entries={log.data.items} objectFilterPath={objectFilterPath} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('admin.auditLog.total', { count: log.data.total })}
              </Text>
              <AppPagination
                total={log.data.last_page}
                value={page}
                onChange={(next) => update({ page: String(next) })}
                hideWithOnePage
                radius="xl"
              />
            </Group>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
