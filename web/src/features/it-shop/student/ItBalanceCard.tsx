import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the student can spend, and all they have earned, so spending never looks like losing. */
export function ItBalanceCard({ balance, earned }: { balance: number; earned: number }) {
  const { t } = useTranslation();
  return (
    <Card radius="lg" padding="md" withBorder bg="var(--mantine-color-yellow-0)" data-testid="it-shop-balance">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={52} radius="xl" color="yellow" variant="filled" aria-hidden>
          <IconCoins size={30} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={800} size="xl" c="dark.7">
            {t('itShop.balance', { count: balance })}
          </Text>
          <Text size="sm" c="dark.4">
            {t('itShop.earned', { number: earned })} {t('itShop.earnHint')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
