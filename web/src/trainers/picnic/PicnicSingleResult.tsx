import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundSummary } from '../shell/types.ts';
import { BasketArt } from './art/BasketArt.tsx';

/** Under the score, instead of "N of M right": a round alone is counted in full baskets. */
export function PicnicSingleResult({ summary }: { summary: RoundSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center" data-testid="picnic-result">
      <BasketArt width={40} />
      <Text size="lg" fw={700}>
        {t('online.picnic.single.baskets', { count: summary.score })}
      </Text>
    </Group>
  );
}
