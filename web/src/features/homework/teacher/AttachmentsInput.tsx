import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { HOMEWORK_FILES_MAX, type PrivateFile } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { FileDownloadButton, uploadPrivateFile } from '../../files/index.ts';
import { useTrackUploads } from './uploadsInProgress.ts';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

interface AttachmentsInputProps {
  files: readonly PrivateFile[];
  onChange: (update: (files: PrivateFile[]) => PrivateFile[]) => void;
  error?: string | undefined;
  /** Names the task the files belong to, for screen readers. */
  label: string;
}

/** A task's attachments: each chosen file is uploaded at once with its progress; a refusal stays beside its name. */
export function AttachmentsInput({ files, onChange, error, label }: AttachmentsInputProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const trackUploads = useTrackUploads();
  const pending = uploads.filter((upload) => upload.error === null).length;
  const room = HOMEWORK_FILES_MAX - files.length - pending;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const upload = async (file: File) => {
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    setUploads((current) => [...current, { key, name: file.name, progress: 0, error: null }]);
    trackUploads(1);
    try {
      const stored = await uploadPrivateFile(file, (progress) => patch(key, { progress }));
      setUploads((current) => current.filter((item) => item.key !== key));
      onChange((current) => [...current, stored]);
    } catch (cause) {
      patch(key, { error: isApiError(cause) ? localized(cause.message) : t('teacherHomework.files.failed') });
    } finally {
      trackUploads(-1);
    }
  };

  const choose = (chosen: File[]) => {
    for (const file of chosen.slice(0, Math.max(room, 0))) void upload(file);
  };

  return (
    <Stack gap={6}>
      {files.map((file) => (
        <Group key={file.id} gap="xs" wrap="nowrap">
          <FileDownloadButton file={file} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('teacherHomework.files.remove', { name: file.name })}
            onClick={() => onChange((current) => current.filter((item) => item.id !== file.id))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {uploads.map((item) => (
        <Stack key={item.key} gap={2}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {item.name}
            </Text>
            {item.error ? (
              <ActionIcon
                variant="subtle"
                aria-label={t('teacherHomework.files.dismiss', { name: item.name })}
                onClick={() => setUploads((current) => current.filter((upload) => upload.key !== item.key))}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null}
          </Group>
          {item.error ? (
            <Text size="sm" c="red" role="alert">
              {item.error}
            </Text>
          ) : (
            <Progress
              value={Math.round(item.progress * 100)}
              aria-label={t('teacherHomework.files.uploading', { name: item.name })}
            />
          )}
        </Stack>
      ))}
      <Group gap="xs">
        <FileButton onChange={choose} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={16} />}
              disabled={room <= 0}
              aria-label={t('teacherHomework.files.addFor', { label })}
            >
              {t('teacherHomework.files.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('teacherHomework.files.hint', { max: HOMEWORK_FILES_MAX })}
        </Text>
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
