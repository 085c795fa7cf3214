import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** Balance, ever earned and ever spent in the subject. */
export function LikesSummary({ balance, earned, spent }: { balance: number; earned: number; spent: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure label={t('likes.history.balance')} value={balance} />
      <Figure label={t('likes.history.earned')} value={earned} />
      <Figure label={t('likes.history.spent')} value={spent} />
    </SimpleGrid>
  );
}
