import { Badge, Table } from '@mantine/core';
import { type ErrorCode, IMPORT_FIELDS, type ImportField, type ImportProblem, type ImportRow } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { ImportCell } from './ImportCell.tsx';

interface ImportPreviewTableProps {
  rows: readonly ImportRow[];
  problems: readonly ImportProblem[];
  onlyBad: boolean;
  onEdit: (index: number, field: ImportField, value: string) => void;
}

/** Every row of the file (or only the bad ones), each bad cell with its reason, each cell editable in place. */
export function ImportPreviewTable({ rows, problems, onlyBad, onEdit }: ImportPreviewTableProps) {
  const { t } = useTranslation();
  const byRow = new Map<number, Partial<Record<ImportField, ErrorCode>>>();
  for (const problem of problems) {
    const cells = byRow.get(problem.row) ?? {};
    cells[problem.field] ??= problem.code;
    byRow.set(problem.row, cells);
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder aria-label={t('studentImport.preview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('studentImport.preview.row')}</Table.Th>
            <Table.Th>{t('studentImport.preview.status')}</Table.Th>
            {IMPORT_FIELDS.map((field) => (
              <Table.Th key={field}>{t(`studentImport.columns.${field}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const number = index + 1;
            const cells = byRow.get(number);
            if (onlyBad && !cells) return null;
            return (
              <Table.Tr key={number} data-row={number} data-bad={cells ? 'true' : undefined}>
                <Table.Td>{number}</Table.Td>
                <Table.Td>
                  {cells ? (
                    <Badge color="red" variant="light">
                      {t('studentImport.preview.bad')}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      {t('studentImport.preview.ready')}
                    </Badge>
                  )}
                </Table.Td>
                {IMPORT_FIELDS.map((field) => (
                  <ImportCell
                    key={field}
                    value={row[field]}
                    label={t('studentImport.preview.cellLabel', {
                      column: t(`studentImport.columns.${field}`),
                      row: number,
                    })}
                    problem={cells?.[field]}
                    onSave={(value) => onEdit(index, field, value)}
                  />
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
