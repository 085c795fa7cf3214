import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DISTRIBUTION_SEARCH_MAX, type DistributionStatus, type Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/i18n.ts';

export type StatusFilter = DistributionStatus | 'all';

export interface DistributionFiltersProps {
  subjects: readonly Subject[];
  subjectId: number | null;
  onSubjectChange: (subjectId: number | null) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function DistributionFilters(props: DistributionFiltersProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        flex="1 1 240px"
        label={t('teacherDistribution.search')}
        placeholder={t('teacherDistribution.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        maxLength={DISTRIBUTION_SEARCH_MAX}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
      <Select
        w={220}
        label={t('teacherDistribution.subject')}
        placeholder={t('teacherDistribution.allSubjects')}
        data={props.subjects.map((subject) => ({ value: String(subject.id), label: localize(subject.title) }))}
        value={props.subjectId === null ? null : String(props.subjectId)}
        onChange={(value) => props.onSubjectChange(value === null ? null : Number(value))}
        clearable
      />
      <SegmentedControl<StatusFilter>
        aria-label={t('teacherDistribution.status')}
        value={props.status}
        onChange={props.onStatusChange}
        data={[
          { value: 'all', label: t('teacherDistribution.statusAll') },
          { value: 'active', label: t('teacherDistribution.statusActive') },
          { value: 'frozen', label: t('teacherDistribution.statusFrozen') },
        ]}
      />
    </Group>
  );
}
