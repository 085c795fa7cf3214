import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { AuditLogDetail } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AuditSentence } from '../AuditSentence.tsx';
import { useAuditLogEntry } from '../admin.queries.ts';
import { auditActorLabel, auditActorPath } from '../auditLogText.ts';
import { AuditChangeTable, auditValueText } from './AuditChangeTable.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function EntryCard({ entry }: { entry: AuditLogDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDate('logTime');
  const actorPath = auditActorPath(entry);
  const hasChange = entry.before !== null || entry.after !== null;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Text size="lg">
            <AuditSentence entry={entry} />
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <Fact label={t('admin.auditLog.columns.time')}>{formatDateTime(entry.created_at)}</Fact>
            <Fact label={t('admin.auditLog.columns.user')}>
              {actorPath ? (
                <Anchor component={Link} to={actorPath} inherit>
                  {auditActorLabel(t, entry)}
                </Anchor>
              ) : (
                auditActorLabel(t, entry)
              )}
            </Fact>
            <Fact label={t('adminLogs.columns.object')}>
              {entry.target_type
                ? [entry.target_type, entry.target_id === null ? null : `#${entry.target_id}`].filter(Boolean).join(' ')
                : '—'}
            </Fact>
            <Fact label={t('admin.auditLog.columns.ip')}>{entry.ip ?? '—'}</Fact>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('adminLogs.actionCode', { action: entry.action })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('adminLogs.change.title')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('adminLogs.change.title')}
          </Title>
          {hasChange ? (
            <AuditChangeTable before={entry.before} after={entry.after} />
          ) : (
            <EmptyState
              title={t('adminLogs.change.empty')}
              description={t('adminLogs.change.emptyHint')}
              icon={<IconHistory size={32} stroke={1.5} />}
            />
          )}
          {entry.meta ? (
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('adminLogs.details')}
              </Title>
              {Object.entries(entry.meta).map(([key, value]) => (
                <Text key={key} size="sm">
                  <Text span fw={600} inherit>
                    {key}:
                  </Text>{' '}
                  {auditValueText(value)}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

/** /admin/logs/:id: one entry — who, what, when, from where — with its before and after. */
export function AdminLogPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const entry = useAuditLogEntry(id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/logs" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('adminLogs.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('adminLogs.entryTitle', { id })}
      </Title>
      {entry.isPending ? (
        <Spinner centered />
      ) : entry.isError ? (
        <QueryError error={entry.error} onRetry={() => void entry.refetch()} />
      ) : (
        <EntryCard entry={entry.data} />
      )}
    </Stack>
  );
}
