import { Button, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAbc, IconPlus, IconSearch } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@umka/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAddTrainerWord, useTrainerWordList } from '../trainerWords.queries.ts';
import { WordRow } from './WordRow.tsx';

/**
 * /admin/words: the word lists of the word search and the fillword, one per interface language. A word added,
 * renamed or deleted reaches the next game; a game under way keeps the words it was dealt.
 */
export function AdminWordsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [locale, setLocale] = useState<Locale>('ru-RU');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [newWord, setNewWord] = useState('');
  const words = useTrainerWordList({ locale, search, page });
  const add = useAddTrainerWord();
  const list = words.data;
  const addError = apiFormErrors(add.error).word;

  const lastPage = list?.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(Math.max(1, lastPage));
  }, [page, lastPage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { locale, word: newWord },
      {
        onSuccess: (created) => {
          notifySuccess(t('adminWords.added', { word: created.word }));
          setNewWord('');
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconAbc size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
        <Title order={1} size="h2">
          {t('adminWords.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('adminWords.intro')}</Text>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('adminWords.language')}
            data={LOCALES.map((value) => ({ value, label: t(`adminWords.languages.${value}`) }))}
            value={locale}
            onChange={(value) => {
              setLocale(value as Locale);
              setPage(1);
              add.reset();
            }}
            w="fit-content"
          />
          <Group align="flex-start" gap="md" component="form" onSubmit={submit}>
            <TextInput
              label={t('adminWords.newWord')}
              description={t('adminWords.newWordHint')}
              value={newWord}
              onChange={(event) => {
                setNewWord(event.currentTarget.value);
                add.reset();
              }}
              error={addError ? localized(addError) : undefined}
              w={280}
            />
            <Button type="submit" mt={46} leftSection={<IconPlus size={18} />} loading={add.isPending} radius="xl">
              {t('adminWords.add')}
            </Button>
          </Group>
          <TextInput
            label={t('adminWords.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          {words.isPending ? (
            <Spinner centered />
          ) : words.isError ? (
            <QueryError error={words.error} onRetry={() => void words.refetch()} />
          ) : list && list.items.length > 0 ? (
            <>
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminWords.word')}</Table.Th>
                    <Table.Th w={120}>{t('adminWords.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.items.map((word) => (
                    <WordRow key={word.id} word={word} />
                  ))}
                </Table.Tbody>
              </Table>
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {t('adminWords.total', { count: list.total })}
                </Text>
                <AppPagination total={list.last_page} value={page} onChange={setPage} hideWithOnePage radius="xl" />
              </Group>
            </>
          ) : (
            <EmptyState
              title={t(search.trim() === '' ? 'adminWords.emptyTitle' : 'adminWords.notFoundTitle')}
              description={t('adminWords.emptyText')}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
