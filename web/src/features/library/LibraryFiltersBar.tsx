import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LIBRARY_KINDS, LIBRARY_SEARCH_MAX } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import type { LibraryFilterValues } from './libraryFilters.ts';

interface LibraryFiltersBarProps {
  filters: LibraryFilterValues;
  onFilter: (key: keyof LibraryFilterValues, value: string | null) => void;
  tags: readonly string[];
  /** The subject choice, for the admin who sees every subject; a teacher's list is already of their subjects. */
  subjects?: readonly { value: string; label: string }[];
}

/** The library's search form: subject, kind, tag and words. */
export function LibraryFiltersBar({ filters, onFilter, tags, subjects }: LibraryFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('library.filters')}>
      {subjects ? (
        <Select
          label={t('library.filter.subject')}
          placeholder={t('library.filter.all')}
          data={subjects}
          value={filters.subject || null}
          onChange={(value) => onFilter('subject', value)}
          clearable
          w={200}
        />
      ) : null}
      <Select
        label={t('library.filter.kind')}
        placeholder={t('library.filter.all')}
        data={LIBRARY_KINDS.map((kind) => ({ value: kind, label: t(`library.kind.${kind}`) }))}
        value={filters.kind || null}
        onChange={(value) => onFilter('kind', value)}
        clearable
        w={180}
      />
      <Select
        label={t('library.filter.tag')}
        placeholder={t('library.filter.all')}
        data={tags}
        value={filters.tag || null}
        onChange={(value) => onFilter('tag', value)}
        clearable
        searchable
        w={200}
      />
      <TextInput
        label={t('library.filter.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onFilter('search', event.currentTarget.value)}
        maxLength={LIBRARY_SEARCH_MAX}
        style={{ flex: 1, minWidth: 200 }}
      />
    </Group>
  );
}
