import { Table, Text } from '@mantine/core';
import type { AuditValues } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

type Value = AuditValues[string];

/** A stored value as the admin reads it: text as it is, nothing as a dash, anything else as JSON. */
export function auditValueText(value: Value | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field either side of the change holds; a field whose value differs is marked, the others are context. */
export function AuditChangeTable({ before, after }: { before: AuditValues | null; after: AuditValues | null }) {
  const { t } = useTranslation();
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminLogs.change.field')}</Table.Th>
            <Table.Th>{t('adminLogs.change.before')}</Table.Th>
            <Table.Th>{t('adminLogs.change.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => {
            const was = auditValueText(before?.[field]);
            const became = auditValueText(after?.[field]);
            const changed = was !== became;
            return (
              <Table.Tr
                key={field}
                data-changed={changed || undefined}
                bg={changed ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td fw={changed ? 600 : undefined}>
                  {field}
                  {changed ? (
                    <Text span size="xs" c="dimmed" ml={6}>
                      {t('adminLogs.change.changed')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{was}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{became}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
