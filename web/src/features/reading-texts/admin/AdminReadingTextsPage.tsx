import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconPlus } from '@tabler/icons-react';
import { LOCALES, type Locale, READING_LEVELS, type ReadingLevel } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useReadingTextList } from '../readingTexts.queries.ts';
import { ReadingTextsTable } from './ReadingTextsTable.tsx';
import { isReadingLevel, levelLabel } from './readingLevels.ts';

const ALL_LEVELS = 'all';

/** /admin/reading-texts: the texts the speed-reading trainer deals, one list per language, by level. */
export function AdminReadingTextsPage() {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<Locale>('ru-RU');
  const [level, setLevel] = useState<ReadingLevel | null>(null);
  const [page, setPage] = useState(1);
  const texts = useReadingTextList({ locale, level, page });
  const list = texts.data;

  // Deleting the last text of the last page would leave the admin on a page that no longer exists.
  const lastPage = list?.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(Math.max(1, lastPage));
  }, [page, lastPage]);

  const create = (
    <Button component={Link} to="/admin/reading-texts/create" leftSection={<IconPlus size={18} />} radius="xl">
      {t('adminReadingTexts.list.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <IconBook2 size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('adminReadingTexts.list.title')}
          </Title>
        </Group>
        {create}
      </Group>
      <Text c="dimmed">{t('adminReadingTexts.list.intro')}</Text>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="md">
            <SegmentedControl
              aria-label={t('adminReadingTexts.list.language')}
              data={LOCALES.map((value) => ({ value, label: t(`adminReadingTexts.languages.${value}`) }))}
              value={locale}
              onChange={(value) => {
                setLocale(value as Locale);
                setPage(1);
              }}
            />
            <Select
              label={t('adminReadingTexts.list.levelFilter')}
              data={[
                { value: ALL_LEVELS, label: t('adminReadingTexts.list.allLevels') },
                ...READING_LEVELS.map((value) => ({ value: String(value), label: levelLabel(t, value) })),
              ]}
              value={level === null ? ALL_LEVELS : String(level)}
              onChange={(value) => {
                const picked = Number(value);
                setLevel(isReadingLevel(picked) ? picked : null);
                setPage(1);
              }}
              allowDeselect={false}
              w={240}
            />
          </Group>
          {texts.isPending ? (
            <Spinner centered />
          ) : texts.isError ? (
            <QueryError error={texts.error} onRetry={() => void texts.refetch()} />
          ) : list && list.items.length > 0 ? (
            <>
              <ReadingTextsTable texts={list.items} />
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {t('adminReadingTexts.list.total', { count: list.total })}
                </Text>
                <AppPagination total={list.last_page} value={page} onChange={setPage} hideWithOnePage radius="xl" />
              </Group>
            </>
          ) : (
            <EmptyState
              title={t(level === null ? 'adminReadingTexts.list.emptyTitle' : 'adminReadingTexts.list.emptyLevelTitle')}
              description={t('adminReadingTexts.list.emptyText')}
              action={create}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
