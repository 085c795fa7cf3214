import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ClassMaterial } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '../teacher-homework/FileDownloadButton.tsx';

/** A material's file to download, or its link to open in a new tab that cannot reach back to this page. */
export function MaterialContent({ material }: { material: ClassMaterial }) {
  const { t } = useTranslation();
  if (material.file) return <FileDownloadButton file={material.file} />;
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
