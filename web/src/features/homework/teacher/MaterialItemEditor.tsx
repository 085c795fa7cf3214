import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialDraft } from './homeworkDraft.ts';

/** A library material in the homework: nothing to set, only what it is, or that it is gone and must be replaced. */
export function MaterialItemEditor({ item, error }: { item: MaterialDraft; error: string | undefined }) {
  const { t } = useTranslation();
  if (!item.material) {
    return (
      <Alert color="red" role="alert">
        {error ?? t('homeworkMaterials.removedEditor')}
      </Alert>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {t(`homeworkMaterials.kind.${item.material.kind}`)}
        {item.material.description ? ` · ${item.material.description}` : ''}
      </Text>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </>
  );
}
