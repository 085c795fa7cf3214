import { Center, Loader, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  size?: MantineSize;
  /** Centre the spinner in the space it is given (a card, a table body). */
  centered?: boolean;
}

export function Spinner({ size = 'md', centered = false }: SpinnerProps) {
  const { t } = useTranslation();
  const loader = <Loader size={size} type="dots" role="status" aria-label={t('ui.loading')} />;
  return centered ? <Center py="xl">{loader}</Center> : loader;
}
