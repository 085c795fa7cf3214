import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../lib/loading.ts';

/** The main client's loading state (spec §7): a thin bar over the top edge while any of its calls runs. */
export function GlobalLoadingBar() {
  const loading = useIsLoading();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label={t('common.loading')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
