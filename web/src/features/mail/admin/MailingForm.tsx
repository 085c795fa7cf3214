import { Button, Card, Group, SegmentedControl, Select, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MAILING_TEXT_MAX, type MailingAudienceKind, type MailingCreate, mailingCreateSchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocale, useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { useSubjects } from '../../subjects/index.ts';
import {
  useCreateMailing,
  useMailingGroups,
  useMailingPreview,
  useMailingTeachers,
  useMailTemplates,
} from '../mail.queries.ts';
import { letterText } from '../mail-text.ts';
import { EMPTY_MAILING, type MailingFormValues, mailingBody, previewQuery } from './mailing-form-values.ts';

const LANGUAGES = [
  { locale: 'ru-RU', key: 'mailing.languages.ru' },
  { locale: 'en-US', key: 'mailing.languages.en' },
  { locale: 'uk-UA', key: 'mailing.languages.uk' },
] as const;
const KINDS: readonly MailingAudienceKind[] = ['all', 'subject', 'group', 'teacher'];

/** Compose a mailing: its text per language (Russian required) or a template, the recipients, then send. */
export function MailingForm() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { locale } = useLocale();
  const create = useCreateMailing();
  const templates = useMailTemplates();
  const subjects = useSubjects();
  const groups = useMailingGroups();
  const teachers = useMailingTeachers();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm<MailingFormValues, MailingCreate>({
    initialValues: EMPTY_MAILING,
    schema: mailingCreateSchema,
    toBody: mailingBody,
    pickers: ['template_id', 'audience.subject_id', 'audience.group_id', 'audience.teacher_id'],
    check: (values) => (values.source === 'template' && !values.template_id ? { template_id: 'NOTHING_SELECTED' } : {}),
  });
  const { values } = form;
  const query = previewQuery(values.audience);
  const preview = useMailingPreview(query);
  const count = query === null ? null : (preview.data?.count ?? null);

  const submit = onSubmit(async (body) => {
    const sure = await confirmAction({
      title: t('mailing.confirmTitle'),
      message: count === null ? undefined : t('mailing.recipients', { count }),
    });
    if (!sure) return;
    await create.mutateAsync(body);
    notifySuccess(t('mailing.started'));
    form.setValues(EMPTY_MAILING);
  });

  const kindSelect = (kind: Exclude<MailingAudienceKind, 'all'>, data: { value: string; label: string }[]) => (
    <Select
      label={t(`mailing.pick.${kind}`)}
      placeholder={t('mailing.pick.placeholder')}
      data={data}
      searchable
      withAsterisk
      {...inputProps(`audience.${kind}_id`)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="mailing-compose-heading">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4" id="mailing-compose-heading">
            {t('mailing.compose')}
          </Title>
          <SegmentedControl
            aria-label={t('mailing.source.label')}
            data={[
              { value: 'text', label: t('mailing.source.text') },
              { value: 'template', label: t('mailing.source.template') },
            ]}
            {...form.getInputProps('source')}
          />
          {values.source === 'text' ? (
            <Tabs defaultValue="ru-RU" keepMounted={false}>
              <Tabs.List>
                {LANGUAGES.map(({ locale: tab, key }) => (
                  <Tabs.Tab key={tab} value={tab} c={errorOf(`text.${tab}`) ? 'red' : undefined}>
                    {t(key)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {LANGUAGES.map(({ locale: tab, key }) => (
                <Tabs.Panel key={tab} value={tab} pt="sm">
                  <Textarea
                    label={t('mailing.textLabel', { language: t(key) })}
                    description={tab === 'ru-RU' ? t('mailing.textHint') : t('mailing.translationHint')}
                    rows={5}
                    maxLength={MAILING_TEXT_MAX}
                    withAsterisk={tab === 'ru-RU'}
                    {...inputProps(`text.${tab}`)}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            <Select
              label={t('mailing.source.template')}
              placeholder={t('mailing.pick.placeholder')}
              data={(templates.data ?? []).map((template) => ({
                value: String(template.id),
                label: letterText(template.text, locale) ?? template.code,
              }))}
              withAsterisk
              {...inputProps('template_id')}
            />
          )}
          <Select
            label={t('mailing.audience')}
            data={KINDS.map((kind) => ({ value: kind, label: t(`mailing.kinds.${kind}`) }))}
            allowDeselect={false}
            {...form.getInputProps('audience.kind')}
          />
          {values.audience.kind === 'subject'
            ? kindSelect(
                'subject',
                (subjects.data ?? []).map((subject) => ({ value: String(subject.id), label: localize(subject.title) })),
              )
            : null}
          {values.audience.kind === 'group'
            ? kindSelect(
                'group',
                (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.title })),
              )
            : null}
          {values.audience.kind === 'teacher'
            ? kindSelect(
                'teacher',
                (teachers.data ?? []).map((teacher) => ({
                  value: String(teacher.id),
                  label: `${teacher.first_name} ${teacher.last_name}`,
                })),
              )
            : null}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {count === null ? t('mailing.previewWaiting') : t('mailing.recipients', { count })}
            </Text>
            <Button
              type="submit"
              leftSection={<IconSend size={18} aria-hidden />}
              loading={create.isPending}
              radius="xl"
            >
              {t('mailing.send')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
