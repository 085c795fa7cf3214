import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconUpload, IconVideoOff } from '@tabler/icons-react';
import type { Guide } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { UploadProgress } from '../../../ui/upload/UploadProgress.tsx';
import { useUploadProgress } from '../../../ui/upload/useUploadProgress.ts';
import { useUpdateGuide, useUploadGuideVideo } from '../guides.queries.ts';

const VIDEO_TYPES = 'video/mp4,video/webm';
const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Uploads an MP4 or WebM file that replaces the guide's link or earlier video, with its progress; or removes the video,
 * leaving the written guide alone.
 */
export function GuideVideoUpload({ guide, onDone }: { guide: Guide; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const maxBytes = useClientConfig()?.recording_max_bytes;
  const upload = useUploadGuideVideo();
  const update = useUpdateGuide();
  const { progress, run, cancel } = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const tooLarge = file !== null && maxBytes !== undefined && file.size > maxBytes;
  const sizeLimit =
    maxBytes === undefined
      ? null
      : new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
          Math.floor(maxBytes / BYTES_PER_MEGABYTE),
        );

  const send = async () => {
    if (!file || tooLarge) return;
    setError(null);
    try {
      const saved = await run((controls) => upload.mutateAsync({ id: guide.id, file, ...controls }));
      if (!saved) return;
      notifySuccess(t('guides.admin.uploadedNamed', { title: localized(saved.title) }));
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? localized(failure.message) : t('guides.admin.uploadFailed'));
    }
  };

  // The guide as saved, not the form's unsaved edits: removing the video changes nothing else.
  const removeVideo = async () => {
    const { title, text, feature } = guide;
    const saved = await update.mutateAsync({ id: guide.id, body: { title, text, feature, link_url: null } });
    notifySuccess(t('guides.admin.videoRemoved', { title: localized(saved.title) }));
    onDone();
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <FileInput
          label={t('guides.admin.fields.file')}
          description={
            sizeLimit === null
              ? t('guides.admin.fields.fileHint')
              : t('guides.admin.fields.fileHintWithLimit', { size: sizeLimit })
          }
          placeholder={t('guides.admin.fields.chooseFile')}
          accept={VIDEO_TYPES}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          error={tooLarge ? t('guides.admin.fileTooLarge') : error}
          disabled={upload.isPending}
          leftSection={<IconUpload size={16} aria-hidden />}
          clearable
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => void send()} disabled={!file || tooLarge} loading={upload.isPending}>
          {t('guides.admin.upload')}
        </Button>
      </Group>
      {progress !== null ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
      <Text size="xs" c="dimmed">
        {t('guides.admin.uploadHint')}
      </Text>
      {guide.source !== 'none' ? (
        <Group>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconVideoOff size={16} aria-hidden />}
            onClick={() => void removeVideo()}
            loading={update.isPending}
          >
            {t('guides.admin.removeVideo')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
