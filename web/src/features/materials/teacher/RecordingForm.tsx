import { Button, FileInput, Group, Progress, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import {
  errorMessage,
  LINK_MAX,
  MATERIAL_TITLE_MAX,
  type RecordingKind,
  recordingBodySchema,
  recordingVideoFieldsSchema,
} from '@umka/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { localDay } from '../../homework/index.ts';
import { useAddRecording } from '../materials.queries.ts';
import { useUploadRecordingVideo } from './uploadRecordingVideo.ts';

const VIDEO_TYPES = 'video/mp4,video/webm';
const BYTES_PER_MEGABYTE = 1024 * 1024;

/** Why the chosen video cannot be uploaded, known before a byte is sent; null when it may be. */
function videoFileError(file: File | null, maxBytes: number | undefined) {
  if (!file) return errorMessage('FIELD_REQUIRED');
  if (maxBytes !== undefined && file.size > maxBytes) return errorMessage('VIDEO_TOO_LARGE');
  return null;
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
  const [title, setTitle] = useState('');
  const [recordedOn, setRecordedOn] = useState(localDay);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const uploading = useRef<AbortController | null>(null);
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localized(text) : undefined;
  };

  // Leaving the page stops an upload nobody would see the end of.
  useEffect(() => () => uploading.current?.abort(), []);

  const saved = (recordingTitle: string) => {
    notifySuccess(t('materials.recordings.added', { title: recordingTitle }));
    setTitle('');
    setUrl('');
    setFile(null);
  };

  const refused = (error: unknown) => {
    const fields = apiFormErrors(error);
    if (hasFormErrors(fields)) setErrors(fields);
    else if (isApiError(error)) setErrors({ form: error.message });
  };

  const submitLink = () => {
    const parsed = recordingBodySchema.safeParse({ title, recorded_on: recordedOn, url });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, { onSuccess: (recording) => saved(recording.title), onError: refused });
  };

  const submitVideo = () => {
    const parsed = recordingVideoFieldsSchema.safeParse({ title, recorded_on: recordedOn });
    const found = parsed.success ? {} : zodFormErrors(parsed.error);
    const fileError = videoFileError(file, maxBytes);
    if (fileError) found.file = fileError;
    if (!parsed.success || !file || fileError) {
      setErrors(found);
      return;
    }
    setErrors({});
    const controller = new AbortController();
    uploading.current = controller;
    setProgress(0);
    upload.mutate(
      { fields: parsed.data, file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (recording) => saved(recording.title),
        onError: (error) => {
          if (!controller.signal.aborted) refused(error);
        },
        onSettled: () => {
          uploading.current = null;
          setProgress(null);
        },
      },
    );
  };

  const busy = add.isPending || upload.isPending;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <form
      noValidate
      aria-label={t('materials.recordings.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === 'link') submitLink();
        else submitVideo();
      }}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('materials.recordings.kindLabel')}
          value={kind}
          disabled={busy}
          onChange={(value) => {
            setKind(value === 'video' ? 'video' : 'link');
            setErrors({});
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
            value={title}
            maxLength={MATERIAL_TITLE_MAX}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errorOf('title')}
            required
            w={220}
          />
          <TextInput
            label={t('materials.recordings.date')}
            type="date"
            value={recordedOn}
            onChange={(event) => setRecordedOn(event.currentTarget.value)}
            error={errorOf('recorded_on')}
            required
            w={170}
          />
          {kind === 'link' ? (
            <TextInput
              label={t('materials.recordings.url')}
              type="url"
              placeholder="https://"
              value={url}
              maxLength={LINK_MAX}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={errorOf('url')}
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
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                // Too big is said at once, so nobody waits for an upload the server would refuse.
                const tooBig = chosen ? videoFileError(chosen, maxBytes) : null;
                setErrors(({ file: _, ...rest }) => (tooBig ? { ...rest, file: tooBig } : rest));
              }}
              disabled={upload.isPending}
              leftSection={<IconUpload size={16} />}
              error={errorOf('file')}
              clearable
              required
              style={{ flex: 1, minWidth: 220 }}
            />
          )}
        </Group>
        {progress !== null ? (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={percent}
              aria-label={t('materials.recordings.uploading', { percent })}
              style={{ flex: 1 }}
              animated={percent < 100}
            />
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {percent < 100 ? t('materials.recordings.uploading', { percent }) : t('materials.recordings.processing')}
            </Text>
            <Button variant="subtle" size="xs" color="gray" onClick={() => uploading.current?.abort()}>
              {t('materials.recordings.cancelUpload')}
            </Button>
          </Group>
        ) : null}
        {errorOf('form') ? (
          <Text size="sm" c="red" role="alert">
            {errorOf('form')}
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
