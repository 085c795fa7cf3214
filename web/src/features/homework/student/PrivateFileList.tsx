import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { PrivateFile } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isPicture, PictureButton, usePictureViewer } from '../../files/index.ts';
import { downloadPrivateFile } from '../homework.queries.ts';

/**
 * Attached files as download buttons, pictures also to view one after another; the bytes need the bearer
 * token, so they are fetched, not linked.
 */
export function PrivateFileList({ files }: { files: readonly PrivateFile[] }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: downloadPrivateFile });
  const pictures = usePictureViewer(files, t('privateFiles.title'));
  if (files.length === 0) return null;
  return (
    <Group gap="xs">
      {pictures.viewer}
      {files.map((file) => (
        <Group key={file.id} gap={4} wrap="nowrap">
          {isPicture(file) ? <PictureButton file={file} viewer={pictures} /> : null}
          <Button
            variant="light"
            size="xs"
            radius="xl"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending && download.variables?.id === file.id}
            onClick={() => download.mutate(file)}
            aria-label={t('studentHomework.files.download', { name: file.name })}
          >
            {file.name}
          </Button>
        </Group>
      ))}
    </Group>
  );
}
