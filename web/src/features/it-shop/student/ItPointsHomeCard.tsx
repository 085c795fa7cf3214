import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useItPoints } from '../itShop.queries.ts';

/** The IT home's currency card in place of likes: what the child has and where to spend it. */
export function ItPointsHomeCard({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const { data } = useItPoints(studentId);
  return (
    <Card component="section" aria-label={t('itShop.home.title')} radius="xl" padding="lg" withBorder>
      <Card.Section h={8} bg="yellow.5" mb="lg" aria-hidden />
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('itShop.home.title')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="yellow" variant="light">
            <IconCoins size={28} />
          </ThemeIcon>
          {data ? (
            <Text fw={800} fz={40} lh={1} data-testid="home-it-points">
              {data.count}
            </Text>
          ) : (
            <Skeleton height={40} width={80} radius="md" />
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('itShop.earnHint')}
        </Text>
        <Button component={Link} to="/student/it-shop" variant="light" color="violet" radius="xl" w="fit-content">
          {t('itShop.home.toShop')}
        </Button>
      </Stack>
    </Card>
  );
}
