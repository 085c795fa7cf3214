import { Card, Group, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLanguage, IconSearch } from '@tabler/icons-react';
import { TEXT_KINDS, type TextKind } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type TextListFilters, useTextList } from '../texts.queries.ts';
import { TextsTable } from './TextsTable.tsx';

/** Wait for a pause in typing so each keystroke does not ask the server. */
const TYPING_PAUSE_MS = 350;

const isKind = (value: string | null): value is TextKind => (TEXT_KINDS as readonly (string | null)[]).includes(value);

/** The filters live in the address, so a filtered list can be shared, reloaded and returned to from a text. */
function useFiltersInAddress() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filters: TextListFilters = {
    q: params.get('q') ?? '',
    prefix: params.get('prefix') ?? '',
    kind: isKind(kind) ? kind : null,
    overridden: params.get('overridden') === 'true',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const change = (patch: Partial<TextListFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const entries: [string, string][] = [];
    if (next.q) entries.push(['q', next.q]);
    if (next.prefix) entries.push(['prefix', next.prefix]);
    if (next.kind) entries.push(['kind', next.kind]);
    if (next.overridden) entries.push(['overridden', 'true']);
    if (next.page > 1) entries.push(['page', String(next.page)]);
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return { filters, change };
}

/** Spec §2 /admin/texts: every shipped text and mail template, searchable, with the overridden ones marked. */
export function AdminTextsPage() {
  const { t } = useTranslation();
  const { filters, change } = useFiltersInAddress();
  const [q, setQ] = useState(filters.q);
  const [prefix, setPrefix] = useState(filters.prefix);
  const [typedQ] = useDebouncedValue(q, TYPING_PAUSE_MS);
  const [typedPrefix] = useDebouncedValue(prefix, TYPING_PAUSE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed values move the address.
  useEffect(() => {
    if (typedQ !== filters.q || typedPrefix !== filters.prefix) change({ q: typedQ, prefix: typedPrefix });
  }, [typedQ, typedPrefix]);
  const list = useTextList(filters);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconLanguage size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('adminTexts.title')}
        </Title>
      </Group>
      <Text c="dimmed" size="sm">
        {t('adminTexts.intro')}
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              flex="1 1 260px"
              label={t('adminTexts.search')}
              placeholder={t('adminTexts.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
            />
            <TextInput
              w={200}
              label={t('adminTexts.prefix')}
              placeholder={t('adminTexts.prefixPlaceholder')}
              value={prefix}
              onChange={(event) => setPrefix(event.currentTarget.value)}
            />
            <SegmentedControl
              aria-label={t('adminTexts.kind')}
              value={filters.kind ?? 'all'}
              onChange={(value) => change({ kind: isKind(value) ? value : null })}
              data={[
                { value: 'all', label: t('adminTexts.kindAll') },
                { value: 'interface', label: t('adminTexts.kindInterface') },
                { value: 'mail', label: t('adminTexts.kindMail') },
              ]}
            />
            <Switch
              label={t('adminTexts.overriddenOnly')}
              checked={filters.overridden}
              onChange={(event) => change({ overridden: event.currentTarget.checked })}
            />
          </Group>
          {list.isPending ? (
            <Spinner centered />
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.items.length > 0 ? (
            <>
              <TextsTable entries={list.data.items} />
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {t('adminTexts.total', { count: list.data.total })}
                </Text>
                <AppPagination
                  total={list.data.last_page}
                  value={filters.page}
                  onChange={(page) => change({ page })}
                  hideWithOnePage
                  radius="xl"
                />
              </Group>
            </>
          ) : (
            <EmptyState title={t('adminTexts.emptyTitle')} description={t('adminTexts.emptyText')} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
