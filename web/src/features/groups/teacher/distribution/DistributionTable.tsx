import { Checkbox, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { DistributionEntry, DistributionStatus, Group as SchoolClass, Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../lib/dates.ts';
import { Truncate } from '../../../../ui/Truncate.tsx';
import { UserAvatar } from '../../../../ui/UserAvatar.tsx';
import { SubjectBadge } from '../../../subjects/index.ts';
import { entryKey } from '../../groups.queries.ts';
import { AssignClassSelect } from './AssignClassSelect.tsx';

export interface DistributionTableProps {
  entries: readonly DistributionEntry[];
  subjectById: ReadonlyMap<number, Subject>;
  classesOf: (subjectId: number) => SchoolClass[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  busy: boolean;
  onStatusChange: (entry: DistributionEntry, status: DistributionStatus) => void;
  onAssign: (entry: DistributionEntry, schoolClass: SchoolClass) => void;
}

export function DistributionTable(props: DistributionTableProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('date');
  const keys = props.entries.map(entryKey);
  const selectedCount = keys.filter((key) => props.selected.has(key)).length;

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(props.selected);
    if (checked) next.add(key);
    else next.delete(key);
    props.onSelectedChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('teacherDistribution.selectAll')}
                checked={keys.length > 0 && selectedCount === keys.length}
                indeterminate={selectedCount > 0 && selectedCount < keys.length}
                onChange={(event) => props.onSelectedChange(new Set(event.currentTarget.checked ? keys : []))}
              />
            </Table.Th>
            <Table.Th>{t('teacherDistribution.columns.student')}</Table.Th>
            <Table.Th>{t('teacherDistribution.columns.subject')}</Table.Th>
            <Table.Th>{t('teacherDistribution.columns.since')}</Table.Th>
            <Table.Th>{t('teacherDistribution.columns.zeroLessons')}</Table.Th>
            <Table.Th>{t('teacherDistribution.columns.status')}</Table.Th>
            <Table.Th>{t('teacherDistribution.columns.class')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.entries.map((entry) => {
            const key = entryKey(entry);
            const active = entry.status === 'active';
            return (
              <Table.Tr key={key}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('teacherDistribution.selectOne', { name: entry.name })}
                    checked={props.selected.has(key)}
                    onChange={(event) => toggle(key, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar name={entry.name} />
                    <Stack gap={0} miw={0}>
                      <Truncate text={entry.name} maxWidth={240} fw={600} size="sm" />
                      <Truncate text={entry.email} maxWidth={240} size="xs" c="dimmed" />
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <SubjectBadge subject={props.subjectById.get(entry.subject_id)} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(entry.since)}</Text>
                </Table.Td>
                <Table.Td>
                  {/* Issue [13]: how far the newcomer is through the subject's introductory lessons. */}
                  <Text size="sm">{t('teacherDistribution.zeroLessons', entry.zero_lessons)}</Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={active}
                    disabled={props.busy}
                    aria-label={t('teacherDistribution.activeLabel', { name: entry.name })}
                    label={active ? t('teacherDistribution.statusActive') : t('teacherDistribution.statusFrozen')}
                    onChange={(event) => props.onStatusChange(entry, event.currentTarget.checked ? 'active' : 'frozen')}
                  />
                </Table.Td>
                <Table.Td>
                  <AssignClassSelect
                    studentName={entry.name}
                    classes={props.classesOf(entry.subject_id)}
                    disabled={props.busy}
                    onAssign={(schoolClass) => props.onAssign(entry, schoolClass)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
