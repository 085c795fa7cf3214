import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ItPurchase } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { itShopArtUrl } from '../itShop.queries.ts';

function StatusBadge({ purchase }: { purchase: ItPurchase }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('date');
  if (purchase.status === 'given')
    return (
      <Badge color="teal" variant="light">
        {t('itShop.purchases.given', { date: formatDate(purchase.given_at ?? purchase.created_at) })}
      </Badge>
    );
  if (purchase.status === 'awaiting')
    return (
      <Badge color="orange" variant="light">
        {t('itShop.purchases.awaiting')}
      </Badge>
    );
  return (
    <Badge color="grape" variant="light">
      {t('itShop.purchases.owned')}
    </Badge>
  );
}

/** «Мои покупки»: everything the student bought, a prize with whether the teacher has handed it over yet. */
export function ItPurchasesList({ purchases }: { purchases: readonly ItPurchase[] }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  return (
    <Stack gap="sm" component="section" aria-labelledby="it-shop-purchases">
      <Title order={2} size="h3" id="it-shop-purchases">
        {t('itShop.purchases.title')}
      </Title>
      {purchases.length === 0 ? (
        <Text c="dimmed">{t('itShop.purchases.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {purchases.map((purchase) => (
            <Card key={purchase.id} component="li" radius="md" padding="xs" withBorder>
              <Group gap="sm" wrap="nowrap">
                <Image src={itShopArtUrl(purchase.item.art_key)} alt="" w={44} h={44} fit="contain" />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {localize(purchase.item.title)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('itShop.purchases.bought', {
                      date: formatDate(purchase.created_at),
                      price: t('itShop.price', { count: purchase.price }),
                    })}
                  </Text>
                </Stack>
                <StatusBadge purchase={purchase} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
