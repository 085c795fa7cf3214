import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  GUIDE_FEATURES,
  GUIDE_NUMBER_MAX,
  GUIDE_TEXT_MAX,
  GUIDE_TITLE_MAX,
  type Guide,
  type GuideFeature,
  guideCreateBodySchema,
  guideUpdateBodySchema,
  LINK_MAX,
  type LocalizedText,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { TitleAndTextFields } from '../../../ui/TitleAndTextFields.tsx';
import { useCreateGuide, useUpdateGuide } from '../guides.queries.ts';
import { GuideVideoUpload } from './GuideVideoUpload.tsx';

interface Values {
  number: string;
  title: LocalizedText;
  text: LocalizedText;
  link_url: string;
  feature: string;
}

/** No feature: a guide only the help page lists. */
const NO_FEATURE = 'none';

const featureOf = (value: string): GuideFeature | null =>
  (GUIDE_FEATURES as readonly string[]).includes(value) ? (value as GuideFeature) : null;

const EMPTY_TEXT: LocalizedText = { 'ru-RU': '', 'en-US': '', 'uk-UA': '' };

/**
 * Adds a guide to a subject in a free number, or edits one's titles, text, video link and feature (its code and number
 * stay: users' records of what they have seen name the code).
 */
export function GuideFormModal({
  subjectId,
  guide,
  freeNumbers,
  onClose,
}: {
  subjectId: number;
  /** Null: a new guide. */
  guide: Guide | null;
  freeNumbers: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const create = useCreateGuide();
  const update = useUpdateGuide();
  // An uploaded video stays while the link is left empty; a link typed replaces it. Otherwise an empty link: no video.
  const keepsUpload = guide?.source === 'video';
  const { inputProps, onSubmit } = useSchemaForm<Values, unknown>({
    initialValues: {
      number: String(guide?.number ?? freeNumbers[0] ?? ''),
      title: guide?.title ?? EMPTY_TEXT,
      text: guide?.text ?? EMPTY_TEXT,
      link_url: guide?.link_url ?? '',
      feature: guide?.feature ?? NO_FEATURE,
    },
    schema: guide ? guideUpdateBodySchema : guideCreateBodySchema,
    pickers: ['number', 'feature'],
    toBody: (values) => ({
      ...(guide ? {} : { subject_id: subjectId, number: Number(values.number) || undefined }),
      title: values.title,
      text: values.text,
      ...(keepsUpload && values.link_url.trim() === '' ? {} : { link_url: values.link_url.trim() || null }),
      feature: values.feature === NO_FEATURE ? null : (featureOf(values.feature) ?? values.feature),
    }),
  });
  const submit = onSubmit(async (body) => {
    const saved = guide
      ? await update.mutateAsync({ id: guide.id, body: guideUpdateBodySchema.parse(body) })
      : await create.mutateAsync(guideCreateBodySchema.parse(body));
    notifySuccess(t('guides.admin.saved', { title: localized(saved.title) }));
    onClose();
  });

  const numbers = (guide ? [guide.number] : freeNumbers).map((number) => ({
    value: String(number),
    label: String(number),
  }));

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      title={guide ? t('guides.admin.editTitle', { code: guide.code }) : t('guides.admin.addTitle')}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Select
            label={t('guides.admin.fields.number', { max: GUIDE_NUMBER_MAX })}
            data={numbers}
            disabled={guide !== null}
            allowDeselect={false}
            required
            {...inputProps('number')}
          />
          <TitleAndTextFields
            inputProps={inputProps}
            titleLabel={(locale) => t(`guides.admin.fields.title.${locale}`)}
            textLabel={(locale) => t(`guides.admin.fields.text.${locale}`)}
            titleMax={GUIDE_TITLE_MAX}
            textMax={GUIDE_TEXT_MAX}
            textHint={t('guides.admin.fields.textHint')}
          />
          <TextInput
            label={t('guides.admin.fields.link')}
            description={t(keepsUpload ? 'guides.admin.fields.linkReplacesUpload' : 'guides.admin.fields.linkHint')}
            type="url"
            maxLength={LINK_MAX}
            {...inputProps('link_url')}
          />
          <Select
            label={t('guides.admin.fields.feature')}
            description={t('guides.admin.fields.featureHint')}
            data={[
              { value: NO_FEATURE, label: t('guides.features.none') },
              ...GUIDE_FEATURES.map((feature) => ({ value: feature, label: t(`guides.features.${feature}`) })),
            ]}
            allowDeselect={false}
            {...inputProps('feature')}
          />
          {guide ? <GuideVideoUpload guide={guide} onDone={onClose} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('guides.admin.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('guides.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
