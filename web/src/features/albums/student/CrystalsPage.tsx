import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconSparkles } from '@tabler/icons-react';
import { toggleCrystalSelection } from '@umka/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useBuyCrystal, useStudentCrystals, useUseCrystal } from '../albums.queries.ts';
import { AlbumsTabs } from './AlbumsTabs.tsx';
import { CrystalCard } from './CrystalCard.tsx';

/** /student/albums/crystals: the four crystals, charged by learning, bought for likes and activated two at a time. */
export function CrystalsPage() {
  const { t } = useTranslation();
  const crystals = useStudentCrystals();
  const buy = useBuyCrystal();
  const use = useUseCrystal();
  const [selection, setSelection] = useState<number[]>([]);
  const [cleared, setCleared] = useState(false);

  const toggle = (crystalId: number) => {
    const next = toggleCrystalSelection(selection, crystalId);
    setCleared(next.length === 0 && selection.length > 0 && !selection.includes(crystalId));
    setSelection(next);
  };

  const buyCrystal = (crystalId: number) =>
    buy.mutate(crystalId, { onSuccess: () => notifySuccess(t('albumsTrade.crystals.bought')) });

  const activate = async () => {
    let activated = 0;
    // One at a time: the server counts the active crystals, so a second call sees the first one active.
    for (const crystalId of selection) {
      try {
        await use.mutateAsync(crystalId);
        activated += 1;
      } catch {
        // The api client has shown the server's reason (not charged yet, two already active).
        break;
      }
    }
    setSelection([]);
    if (activated > 0) notifySuccess(t('albumsTrade.crystals.activated', { count: activated }));
  };

  return (
    <Stack gap="lg">
      <AlbumsTabs active="crystals" />
      <Title order={1}>{t('albumsTrade.crystals.title')}</Title>
      <Text>{t('albumsTrade.crystals.intro')}</Text>
      {crystals.data?.combo && (
        <Alert color="violet" radius="xl" icon={<IconSparkles />} title={t('albumsTrade.crystals.comboTitle')}>
          {t('albumsTrade.crystals.comboText')}
        </Alert>
      )}
      {crystals.isPending ? (
        <Skeleton height={320} radius="xl" />
      ) : crystals.isError ? (
        <Alert color="red" radius="xl">
          {t('albumsTrade.loadFailed')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {crystals.data.crystals.map((crystal) => (
            <CrystalCard
              key={crystal.id}
              crystal={crystal}
              selected={selection.includes(crystal.id)}
              onToggle={() => toggle(crystal.id)}
              onBuy={() => buyCrystal(crystal.id)}
              buying={buy.isPending && buy.variables === crystal.id}
            />
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button
          size="md"
          radius="xl"
          color="violet"
          leftSection={<IconBolt size={20} />}
          disabled={selection.length === 0}
          loading={use.isPending}
          onClick={() => void activate()}
        >
          {t('albumsTrade.crystals.activate', { count: selection.length })}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {cleared ? t('albumsTrade.crystals.selectionCleared') : t('albumsTrade.crystals.selectHint')}
        </Text>
      </Group>
    </Stack>
  );
}
