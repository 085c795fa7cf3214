import { Anchor, Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AuditLogEntries } from './AuditLogEntries.tsx';
import { LATEST_ACTIONS_COUNT, useAuditLog } from './admin.queries.ts';

/** The newest few entries of the audit log; the log page (/admin/logs) has the rest, filtered and with details. */
export function AuditLogCard() {
  const { t } = useTranslation();
  const log = useAuditLog(1, {}, LATEST_ACTIONS_COUNT);

  return (
    <Card component="section" aria-label={t('admin.auditLog.title')} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="lg" radius="xl" variant="light" color="grape">
              <IconHistory size={20} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('admin.auditLog.title')}
            </Title>
          </Group>
          <Anchor component={Link} to="/admin/logs" size="sm">
            <Group gap={4} wrap="nowrap">
              {t('admin.auditLog.openLog')}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {log.isPending ? (
          <Spinner centered />
        ) : log.isError ? (
          <QueryError error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <EmptyState title={t('admin.auditLog.empty')} icon={<IconHistory size={32} stroke={1.5} />} color="grape" />
        ) : (
          <AuditLogEntries entries={log.data.items} />
        )}
      </Stack>
    </Card>
  );
}
