import { Anchor, Table, Text } from '@mantine/core';
import type { AuditLogEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { AuditSentence } from '../AuditSentence.tsx';
import { auditActorLabel, auditActorPath } from '../auditLogText.ts';

export interface AuditLogTableProps {
  entries: readonly AuditLogEntry[];
  /** Narrows the log to one object, as its cell's link does. */
  objectFilterPath: (entry: AuditLogEntry) => string;
}

/** The log's entries: when (opening the entry), who, what, on which object, from where. */
export function AuditLogTable({ entries, objectFilterPath }: AuditLogTableProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDate('logTime');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.auditLog.columns.time')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.user')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.what')}</Table.Th>
            <Table.Th>{t('adminLogs.columns.object')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const actorPath = auditActorPath(entry);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component={Link}
                    to={`/admin/logs/${entry.id}`}
                    inherit
                    aria-label={t('adminLogs.openEntry', { id: entry.id, time: formatDateTime(entry.created_at) })}
                  >
                    {formatDateTime(entry.created_at)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {actorPath ? (
                    <Anchor component={Link} to={actorPath} inherit>
                      {auditActorLabel(t, entry)}
                    </Anchor>
                  ) : (
                    auditActorLabel(t, entry)
                  )}
                </Table.Td>
                <Table.Td>
                  <AuditSentence entry={entry} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {entry.target_type ? (
                    <Anchor component={Link} to={objectFilterPath(entry)} inherit title={t('adminLogs.filterByObject')}>
                      {entry.target_id === null ? entry.target_type : `${entry.target_type} #${entry.target_id}`}
                    </Anchor>
                  ) : (
                    <Text span c="dimmed" inherit>
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{entry.ip ?? '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
