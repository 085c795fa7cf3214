import { Group, Stack, Table, Text } from '@mantine/core';
import type { AuditLogEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { useCompactLayout } from '../../ui/useCompactLayout.ts';
import { AuditSentence } from './AuditSentence.tsx';
import { auditActorLabel } from './auditLogText.ts';

/** The audit log as a table on wide screens and as a list of two-line entries on narrow ones. */
export function AuditLogEntries({ entries }: { entries: readonly AuditLogEntry[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDate('logTime');
  const compact = useCompactLayout();

  if (compact) {
    return (
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry, index) => (
          <Stack
            key={entry.id}
            component="li"
            gap={2}
            py="xs"
            style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
          >
            <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
              <Text size="sm">
                <AuditSentence entry={entry} />
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.created_at)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {[auditActorLabel(t, entry), entry.ip].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.auditLog.columns.time')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.user')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.what')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Table.Td>
              <Table.Td>{auditActorLabel(t, entry)}</Table.Td>
              <Table.Td>
                <AuditSentence entry={entry} />
              </Table.Td>
              <Table.Td>{entry.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
