import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ClassMaterial } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton, isPicture, PictureButton, type PictureViewer } from '../files/index.ts';

/**
 * A material's file to download (a picture also to view, the list's other pictures a previous/next away),
 * or its link to open in a new tab that cannot reach back to this page.
 */
export function MaterialContent({ material, viewer }: { material: ClassMaterial; viewer?: PictureViewer }) {
  const { t } = useTranslation();
  if (material.file) {
    return (
      <Group gap="xs">
        {viewer && isPicture(material.file) ? <PictureButton file={material.file} viewer={viewer} /> : null}
        <FileDownloadButton file={material.file} />
      </Group>
    );
  }
  if (!material.url) return null;
  return (
    <Anchor href={material.url} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        {t('materials.openLink')}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
