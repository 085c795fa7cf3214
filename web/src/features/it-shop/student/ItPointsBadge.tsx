import { Badge } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItPoints } from '../itShop.queries.ts';

/** The IT header's currency: subject 8 pays in IT points, not likes (spec §3 Student itScores). */
export function ItPointsBadge({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const { data } = useItPoints(studentId);
  if (!data) return null;
  return (
    <Badge
      size="lg"
      radius="xl"
      variant="white"
      color="dark"
      leftSection={<IconCoins size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}
      aria-label={t('itShop.pointsLabel', { count: data.count })}
      data-testid="it-points-balance"
      style={{ flexShrink: 0 }}
    >
      {data.count}
    </Badge>
  );
}
