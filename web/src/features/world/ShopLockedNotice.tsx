import { Card, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { LIKES_GATES, likesStillNeeded } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §6/§9: below the gate the shop shows how far the student is from opening it, never its goods. */
export function ShopLockedNotice({ likesEarned }: { likesEarned: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const needed = likesStillNeeded('shop', likesEarned);
  const gate = LIKES_GATES.shop;
  const done = Math.min(likesEarned, gate);
  return (
    <Card component="section" radius="xl" padding="xl" withBorder aria-labelledby={titleId}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={2} size="h3" id={titleId}>
          {t('wardrobe.locked.title')}
        </Title>
        <Text size="lg" fw={700} data-testid="shop-likes-needed">
          {t('wardrobe.locked.moreLikes', { count: needed })}
        </Text>
        <Progress
          value={(done / gate) * 100}
          w="100%"
          maw={360}
          size="xl"
          radius="xl"
          color="pink"
          aria-label={t('wardrobe.locked.progress', { done, gate })}
        />
        <Text c="dimmed">{t('wardrobe.locked.hint')}</Text>
      </Stack>
    </Card>
  );
}
