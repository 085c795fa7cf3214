import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { LOCALES, type Locale, type TextEntry, type TextUpdateBody } from '@umka/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFormErrors, type FormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { useResetText, useSaveText, useTextEntry } from '../texts.queries.ts';
import { TextPreview } from './TextPreview.tsx';

type Drafts = Record<Locale, string>;

/** What each field shows: the override, or the shipped text (ru-RU's where a locale file lacks the key). */
function shownTexts(entry: TextEntry): Drafts {
  const shipped = (locale: Locale) => entry.shipped[locale] ?? entry.shipped['ru-RU'] ?? '';
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, entry.overrides[locale]?.value ?? shipped(locale)]),
  ) as Drafts;
}

/**
 * The change per locale: a field back at the shipped text removes its override, any other changed field saves one,
 * an untouched one is left out.
 */
function changesOf(entry: TextEntry, drafts: Drafts): TextUpdateBody {
  const body: TextUpdateBody = {};
  const before = shownTexts(entry);
  for (const locale of LOCALES) {
    if (drafts[locale] === before[locale]) continue;
    body[locale] = drafts[locale] === entry.shipped[locale] ? null : drafts[locale];
  }
  return body;
}

function TextEditor({ entry }: { entry: TextEntry }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [drafts, setDrafts] = useState<Drafts>(() => shownTexts(entry));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveText();
  const reset = useResetText();
  const changes = changesOf(entry, drafts);
  const dirty = useRef(false);
  dirty.current = Object.keys(changes).length > 0;
  const overridden = LOCALES.some((locale) => entry.overrides[locale] !== null);

  const onSave = () => {
    setErrors({});
    save.mutate(
      { key: entry.key, body: changes },
      {
        onSuccess: (saved) => {
          setDrafts(shownTexts(saved));
          notifySuccess(t('adminTexts.saved'));
        },
        onError: (error) => setErrors(apiFormErrors(error)),
      },
    );
  };

  const onReset = async () => {
    const sure = await confirmAction({
      title: t('adminTexts.resetTitle'),
      message: t('adminTexts.resetMessage'),
      confirmLabel: t('adminTexts.reset'),
      danger: true,
    });
    if (!sure) return;
    const saved = await reset.mutateAsync(entry.key);
    setErrors({});
    setDrafts(shownTexts(saved));
    notifySuccess(t('adminTexts.resetDone'));
  };

  return (
    <Stack gap="md">
      <UnsavedChangesGuard shouldBlock={() => dirty.current} message={t('adminTexts.unsaved')} />
      {entry.placeholders.length > 0 && (
        <Text size="sm">
          {t('adminTexts.placeholders')}{' '}
          {entry.placeholders.map((name) => (
            <Badge key={name} variant="outline" mr={4} tt="none">{`{{${name}}}`}</Badge>
          ))}
        </Text>
      )}
      {LOCALES.map((locale) => {
        const shipped = entry.shipped[locale] ?? entry.shipped['ru-RU'] ?? '';
        const error = errors[locale];
        return (
          <Card key={locale} withBorder radius="lg" padding="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Stack gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{locale}</Text>
                  {entry.overrides[locale] && (
                    <Badge size="sm" color="orange" variant="light">
                      {t('adminTexts.overridden')}
                    </Badge>
                  )}
                </Group>
                <Textarea
                  label={t('adminTexts.field', { locale })}
                  autosize
                  minRows={2}
                  maxRows={12}
                  value={drafts[locale]}
                  error={error ? localized(error) : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDrafts((current) => ({ ...current, [locale]: value }));
                  }}
                />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {t('adminTexts.shipped')}: {shipped}
                </Text>
                {drafts[locale] !== shipped && (
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    onClick={() => setDrafts((current) => ({ ...current, [locale]: shipped }))}
                  >
                    {t('adminTexts.useShipped')}
                  </Anchor>
                )}
              </Stack>

              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('adminTexts.preview')}
                </Text>
                <TextPreview
                  textKey={entry.key}
                  kind={entry.kind}
                  text={drafts[locale]}
                  placeholders={entry.placeholders}
                  label={t('adminTexts.previewOf', { locale })}
                />
              </Stack>
            </SimpleGrid>
          </Card>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconArrowBackUp size={18} />}
          disabled={!overridden}
          loading={reset.isPending}
          onClick={() => void onReset()}
        >
          {t('adminTexts.reset')}
        </Button>
        <Button
          radius="xl"
          leftSection={<IconDeviceFloppy size={18} />}
          disabled={!dirty.current}
          loading={save.isPending}
          onClick={onSave}
        >
          {t('adminTexts.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec §2 /admin/texts/{id}: one key in the three locales, beside the shipped texts and a live preview. */
export function AdminTextPage() {
  const { t } = useTranslation();
  const key = useParams().key ?? '';
  const entry = useTextEntry(key);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/texts" size="sm">
        {t('adminTexts.back')}
      </Anchor>
      <Title order={1} size="h2" style={{ wordBreak: 'break-all' }}>
        {t('adminTexts.editTitle', { key })}
      </Title>
      {entry.isPending ? (
        <Spinner centered />
      ) : entry.isError ? (
        <QueryError error={entry.error} onRetry={() => void entry.refetch()} />
      ) : (
        <TextEditor key={entry.data.key} entry={entry.data} />
      )}
    </Stack>
  );
}
