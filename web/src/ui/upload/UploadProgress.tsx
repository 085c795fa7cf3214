import { Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The bar of an upload under way, with its share in words and a way to stop it; after the last byte, the check. */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={percent}
        aria-label={t('upload.uploading', { percent })}
        style={{ flex: 1 }}
        animated={percent < 100}
      />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {percent < 100 ? t('upload.uploading', { percent }) : t('upload.processing')}
      </Text>
      <Button variant="subtle" size="xs" color="gray" onClick={onCancel}>
        {t('upload.cancel')}
      </Button>
    </Group>
  );
}
