import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { PrivateFile } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import type { PictureViewer } from './usePictureViewer.tsx';

/** Opens one picture of a list in the viewer; the list's other pictures are a previous/next away. */
export function PictureButton({ file, viewer }: { file: PrivateFile; viewer: PictureViewer }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="xs"
      radius="xl"
      color="grape"
      leftSection={<IconPhoto size={16} />}
      loading={viewer.loadingId === file.id}
      onClick={() => void viewer.open(file.id)}
      aria-label={t('privateFiles.view', { name: file.name })}
    >
      {t('privateFiles.viewShort')}
    </Button>
  );
}
