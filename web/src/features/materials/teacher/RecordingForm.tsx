import { Button, FileInput, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import {
  LINK_MAX,
  type LocalizedText,
  MATERIAL_TITLE_MAX,
  type RecordingBody,
  type RecordingKind,
  type RecordingVideoFields,
  recordingBodySchema,
  recordingVideoFieldsSchema,
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
import { localDay } from '../../homework/index.ts';
import { useAddRecording } from '../materials.queries.ts';
import { useUploadRecordingVideo } from './uploadRecordingVideo.ts';

const VIDEO_TYPES = 'video/mp4,video/webm';
const BYTES_PER_MEGABYTE = 1024 * 1024;

type RecordingFormBody = RecordingBody | (RecordingVideoFields & { file: File });

/** The upload's fields with the chosen video, which the server refuses above its size limit. */
function videoUploadSchema(maxBytes: number | undefined) {
  return recordingVideoFieldsSchema.extend({
    file: z
      .instanceof(File, { error: 'FIELD_REQUIRED' })
      .refine((file) => maxBytes === undefined || file.size <= maxBytes, { error: 'VIDEO_TOO_LARGE' }),
  });
}

/**
 * Adds a lesson recording: a title, the lesson's day, and either an https link (YouTube, Vimeo or any
 * other) or a video file uploaded here with its progress shown.
 */
export function RecordingForm({ classId }: { classId: number }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const maxBytes = useClientConfig()?.recording_max_bytes;
  const add = useAddRecording(classId);
  const upload = useUploadRecordingVideo(classId);
  const [kind, setKind] = useState<RecordingKind>('link');
  const schema: z.ZodType<RecordingFormBody> = kind === 'link' ? recordingBodySchema : videoUploadSchema(maxBytes);
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { title: '', recorded_on: localDay(), url: '', file: null as File | null },
    schema,
    toBody: ({ title, recorded_on, url, file }) =>
      kind === 'link' ? { title, recorded_on, url } : { title, recorded_on, file },
  });
  const { progress, run, cancel } = useUploadProgress();
  const [failure, setFailure] = useState<LocalizedText | null>(null);

  const saved = (recordingTitle: string) => {
    notifySuccess(t('materials.recordings.added', { title: recordingTitle }));
    form.setValues({ title: '', url: '', file: null });
  };

  const sendVideo = async ({ file, ...fields }: RecordingVideoFields & { file: File }) => {
    const recording = await run((controls) => upload.mutateAsync({ fields, file, ...controls }));
    if (recording) saved(recording.title);
  };

  const submit = onSubmit(
    async (body) => {
      if ('file' in body) await sendVideo(body);
      else saved((await add.mutateAsync(body)).title);
    },
    (error) => {
      if (isApiError(error)) setFailure(error.message);
    },
  );

  const busy = add.isPending || upload.isPending;

  return (
    <form
      noValidate
      aria-label={t('materials.recordings.formLabel')}
      onSubmit={(event) => {
        setFailure(null);
        submit(event);
      }}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('materials.recordings.kindLabel')}
          value={kind}
          disabled={busy}
          onChange={(value) => {
            setKind(value === 'video' ? 'video' : 'link');
            form.clearErrors();
            setFailure(null);
          }}
          data={[
            { value: 'link', label: t('materials.recordings.kind.link') },
            { value: 'video', label: t('materials.recordings.kind.video') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('materials.recordings.title')}
            {...inputProps('title')}
            maxLength={MATERIAL_TITLE_MAX}
            required
            w={220}
          />
          <TextInput
            label={t('materials.recordings.date')}
            type="date"
            {...inputProps('recorded_on')}
            required
            w={170}
          />
          {kind === 'link' ? (
            <TextInput
              label={t('materials.recordings.url')}
              type="url"
              placeholder="https://"
              {...inputProps('url')}
              maxLength={LINK_MAX}
              required
              style={{ flex: 1, minWidth: 220 }}
            />
          ) : (
            <FileInput
              label={t('materials.recordings.file')}
              description={
                maxBytes === undefined
                  ? t('materials.recordings.fileHint')
                  : t('materials.recordings.fileHintWithLimit', {
                      size: new Intl.NumberFormat(i18n.language, {
                        style: 'unit',
                        unit: 'megabyte',
                        maximumFractionDigits: 0,
                      }).format(Math.floor(maxBytes / BYTES_PER_MEGABYTE)),
                    })
              }
              placeholder={t('materials.recordings.chooseFile')}
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
              style={{ flex: 1, minWidth: 220 }}
            />
          )}
        </Group>
        {progress !== null ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
        {failure ? (
          <Text size="sm" c="red" role="alert">
            {localized(failure)}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={busy}>
            {t('materials.recordings.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
