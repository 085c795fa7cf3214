import { Button, FileInput, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import {
  GYMNASTICS_BUILTIN_KEYS,
  GYMNASTICS_BUILTINS,
  GYMNASTICS_KINDS,
  GYMNASTICS_TITLE_MAX,
  type GymnasticsBuiltinKey,
  type GymnasticsKind,
  gymnasticsCreateBodySchema,
  gymnasticsUploadFieldsSchema,
  LINK_MAX,
  type LocalizedText,
} from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { UploadProgress } from '../../../ui/upload/UploadProgress.tsx';
import { useUploadProgress } from '../../../ui/upload/useUploadProgress.ts';
import { useCreateGymnastics, useUploadGymnastics } from '../gymnastics.queries.ts';
import { gymnasticsTitle } from '../gymnasticsTitle.ts';

const VIDEO_TYPES = 'video/mp4,video/webm';
const BYTES_PER_MEGABYTE = 1024 * 1024;
const SOURCES = ['link', 'video', 'builtin'] as const;
type AddSource = (typeof SOURCES)[number];

/** The upload's fields (the subject comes from the page) with the chosen file, refused above the server's limit. */
function uploadSchema(maxBytes: number | undefined) {
  return gymnasticsUploadFieldsSchema.omit({ subject_id: true }).extend({
    file: z
      .instanceof(File, { error: 'FIELD_REQUIRED' })
      .refine((file) => maxBytes === undefined || file.size <= maxBytes, { error: 'VIDEO_TOO_LARGE' }),
  });
}

interface AddValues {
  kind: GymnasticsKind;
  title: string;
  link_url: string;
  builtin_key: GymnasticsBuiltinKey | null;
  file: File | null;
}

/**
 * Adds an exercise to the chosen subject: a link (YouTube, Vimeo or any web page), a video file uploaded here with
 * its progress, or one of the exercises the app draws itself.
 */
export function GymnasticsAddForm({ subjectId, subjectName }: { subjectId: number; subjectName: string }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const maxBytes = useClientConfig()?.recording_max_bytes;
  const create = useCreateGymnastics();
  const upload = useUploadGymnastics();
  const [source, setSource] = useState<AddSource>('link');
  const schema: z.ZodType = source === 'video' ? uploadSchema(maxBytes) : gymnasticsCreateBodySchema;
  const { form, inputProps, onSubmit } = useSchemaForm<AddValues, unknown>({
    initialValues: { kind: 'eyes', title: '', link_url: '', builtin_key: null, file: null },
    schema,
    pickers: ['builtin_key'],
    toBody: ({ kind, title, link_url, builtin_key, file }) => {
      if (source === 'video') return { kind, title, file };
      if (source === 'builtin') return { source, subject_id: subjectId, builtin_key, title };
      return { source, subject_id: subjectId, kind, title, link_url };
    },
  });
  const { progress, run, cancel } = useUploadProgress();
  const [failure, setFailure] = useState<LocalizedText | null>(null);

  const saved = (title: string) => {
    notifySuccess(t('adminGymnastics.added', { title }));
    form.setValues({ title: '', link_url: '', builtin_key: null, file: null });
  };

  const send = async (values: AddValues) => {
    if (source !== 'video') {
      const body = gymnasticsCreateBodySchema.parse(
        source === 'builtin'
          ? { source, subject_id: subjectId, builtin_key: values.builtin_key, title: values.title }
          : { source, subject_id: subjectId, kind: values.kind, title: values.title, link_url: values.link_url },
      );
      saved(gymnasticsTitle(t, await create.mutateAsync(body)));
      return;
    }
    const file = values.file;
    if (!file) return;
    const video = await run((controls) =>
      upload.mutateAsync({
        fields: { subject_id: subjectId, kind: values.kind, title: values.title.trim() },
        file,
        ...controls,
      }),
    );
    if (video) saved(gymnasticsTitle(t, video));
  };

  const submit = onSubmit(
    (_body, values) => send(values),
    (error) => {
      if (isApiError(error)) setFailure(error.message);
    },
  );
  const busy = create.isPending || upload.isPending;
  const sizeLimit =
    maxBytes === undefined
      ? null
      : new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
          Math.floor(maxBytes / BYTES_PER_MEGABYTE),
        );

  return (
    <form
      noValidate
      aria-label={t('adminGymnastics.add.label', { subject: subjectName })}
      onSubmit={(event) => {
        setFailure(null);
        submit(event);
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('adminGymnastics.add.sourceLabel')}
          value={source}
          disabled={busy}
          onChange={(value) => {
            setSource(SOURCES.find((known) => known === value) ?? 'link');
            form.clearErrors();
            setFailure(null);
          }}
          data={SOURCES.map((value) => ({ value, label: t(`adminGymnastics.sources.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {source === 'builtin' ? (
          <Select
            label={t('adminGymnastics.add.builtin')}
            data={GYMNASTICS_BUILTIN_KEYS.map((key) => ({
              value: key,
              label: `${t(`gymnastics.builtin.${key}.title`)} · ${t(`gymnastics.kinds.${GYMNASTICS_BUILTINS[key]}`)}`,
            }))}
            {...inputProps('builtin_key')}
            required
            allowDeselect={false}
            maw={420}
          />
        ) : (
          <SegmentedControl
            aria-label={t('adminGymnastics.add.kindLabel')}
            value={form.values.kind}
            onChange={(value) => form.setFieldValue('kind', value === 'fingers' ? 'fingers' : 'eyes')}
            data={GYMNASTICS_KINDS.map((value) => ({ value, label: t(`gymnastics.kinds.${value}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        <TextInput
          label={t('adminGymnastics.fields.title')}
          description={source === 'builtin' ? t('adminGymnastics.fields.titleOptional') : undefined}
          {...inputProps('title')}
          maxLength={GYMNASTICS_TITLE_MAX}
          required={source !== 'builtin'}
          maw={420}
        />
        {source === 'link' ? (
          <TextInput
            label={t('adminGymnastics.fields.link')}
            description={t('adminGymnastics.fields.linkHint')}
            type="url"
            placeholder="https://"
            {...inputProps('link_url')}
            maxLength={LINK_MAX}
            required
            maw={560}
          />
        ) : null}
        {source === 'video' ? (
          <FileInput
            label={t('adminGymnastics.fields.file')}
            description={
              sizeLimit === null
                ? t('adminGymnastics.fields.fileHint')
                : t('adminGymnastics.fields.fileHintWithLimit', { size: sizeLimit })
            }
            placeholder={t('adminGymnastics.fields.chooseFile')}
            accept={VIDEO_TYPES}
            {...inputProps('file')}
            onChange={(chosen) => {
              form.setFieldValue('file', chosen);
              // Too big is said at once, so nobody waits for an upload the server would refuse.
              if (chosen) form.validateField('file');
            }}
            disabled={upload.isPending}
            leftSection={<IconUpload size={16} />}
            clearable
            required
            maw={560}
          />
        ) : null}
        {progress !== null ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
        {failure ? (
          <Text size="sm" c="red" role="alert">
            {localized(failure)}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={busy} radius="xl">
            {t('adminGymnastics.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
