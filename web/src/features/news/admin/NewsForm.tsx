import { Button, Card, Group, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import {
  LOCALES,
  type Locale,
  type LocalizedText,
  NEWS_TITLE_MAX,
  type NewsContent,
  type NewsItem,
  newsBodySchema,
} from '@umka/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';

const NewsEditor = lazy(() => import('./NewsEditor.tsx').then((module) => ({ default: module.NewsEditor })));

interface NewsFormValues {
  subject_id: string | null;
  title: LocalizedText;
  text: LocalizedText;
  picture: string;
  is_required: boolean;
}

const EMPTY: LocalizedText = { 'ru-RU': '', 'en-US': '', 'uk-UA': '' };

function initialValues(item: NewsItem | undefined): NewsFormValues {
  return item
    ? {
        subject_id: String(item.subject_id),
        title: { ...item.title },
        text: { ...item.text },
        picture: item.picture ?? '',
        is_required: item.is_required === 1,
      }
    : { subject_id: null, title: { ...EMPTY }, text: { ...EMPTY }, picture: '', is_required: false };
}

export interface NewsFormProps {
  /** The item being edited; a new one without it. */
  item?: NewsItem;
  saving: boolean;
  onSave: (body: NewsContent) => Promise<unknown>;
}

/** An item's subject, its title and text in each language (ru-RU required), whether it must be read, its picture. */
export function NewsForm({ item, saving, onSave }: NewsFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjects = useSubjects();
  const [tab, setTab] = useState<Locale>('ru-RU');
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initialValues(item),
    schema: newsBodySchema,
    toBody: (values: NewsFormValues) => ({
      ...values,
      subject_id: values.subject_id === null ? undefined : Number(values.subject_id),
      picture: values.picture === '' ? null : values.picture,
      is_required: values.is_required ? 1 : 0,
    }),
    pickers: ['subject_id'],
  });
  const tabHasError = (locale: Locale) =>
    errorOf(`title.${locale}`) !== undefined || errorOf(`text.${locale}`) !== undefined;

  return (
    <form
      onSubmit={onSubmit(onSave, () => undefined)}
      noValidate
      aria-label={t(item ? 'newsAdmin.form.editTitle' : 'newsAdmin.form.createTitle')}
    >
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Select
            label={t('newsAdmin.form.subject')}
            data={(subjects.data ?? []).map((subject) => ({
              value: String(subject.id),
              label: localize(subject.title),
            }))}
            {...inputProps('subject_id')}
            withAsterisk
            maw={360}
          />
          <Tabs value={tab} onChange={(value) => setTab((value as Locale | null) ?? 'ru-RU')}>
            <Tabs.List aria-label={t('newsAdmin.form.languages')}>
              {LOCALES.map((locale) => (
                <Tabs.Tab key={locale} value={locale} c={tabHasError(locale) ? 'red' : undefined}>
                  {t(`newsAdmin.locales.${locale}`)}
                  {locale === 'ru-RU' ? ' *' : ''}
                  {tabHasError(locale) ? ` (${t('newsAdmin.form.tabError')})` : ''}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Panel key={locale} value={locale} pt="md">
                <Stack gap="md">
                  {locale === 'ru-RU' ? null : (
                    <Text size="sm" c="dimmed">
                      {t('newsAdmin.form.optionalHint')}
                    </Text>
                  )}
                  <TextInput
                    label={`${t('newsAdmin.form.title')} (${t(`newsAdmin.locales.${locale}`)})`}
                    {...inputProps(`title.${locale}`)}
                    maxLength={NEWS_TITLE_MAX}
                    withAsterisk={locale === 'ru-RU'}
                  />
                  <Suspense fallback={<Spinner />}>
                    <NewsEditor
                      id={`news-text-${locale}`}
                      label={`${t('newsAdmin.form.text')} (${t(`newsAdmin.locales.${locale}`)})`}
                      value={form.values.text[locale]}
                      onChange={(html) => form.setFieldValue(`text.${locale}`, html)}
                      error={errorOf(`text.${locale}`)}
                      required={locale === 'ru-RU'}
                    />
                  </Suspense>
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Stack gap={4}>
            <Switch label={t('newsAdmin.form.required')} {...inputProps('is_required', { type: 'checkbox' })} />
            <Text size="sm" c="dimmed">
              {t('newsAdmin.form.requiredHint')}
            </Text>
          </Stack>
          <Group align="flex-end" gap="sm">
            <ImageUploadField
              label={t('newsAdmin.form.picture')}
              value={form.values.picture}
              onChange={(path) => form.setFieldValue('picture', path)}
              error={errorOf('picture')}
              thumbnailSize={72}
            />
            {form.values.picture ? (
              <Button variant="subtle" color="gray" onClick={() => form.setFieldValue('picture', '')}>
                {t('newsAdmin.form.removePicture')}
              </Button>
            ) : null}
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={saving}
              radius="xl"
              leftSection={item ? <IconDeviceFloppy size={18} /> : <IconSend size={18} />}
            >
              {t(item ? 'newsAdmin.form.save' : 'newsAdmin.form.publish')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
