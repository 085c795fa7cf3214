import { Badge, Button, Card, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconShoppingCart } from '@tabler/icons-react';
import { CRYSTAL_CHARGE_NEEDED, type StudentCrystal } from '@umka/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalized } from '../../../lib/i18n.ts';

export interface CrystalCardProps {
  crystal: StudentCrystal;
  selected: boolean;
  onToggle: () => void;
  onBuy: () => void;
  buying: boolean;
}

/** One crystal as a big glowing card: what it does, how charged it is, and what can be done with it now. */
export function CrystalCard({ crystal, selected, onToggle, onBuy, buying }: CrystalCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { locale } = useLocale();
  const timeOfDay = useMemo(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }), [locale]);
  const title = localize(crystal.title);
  const titleId = `crystal-${crystal.id}`;
  const charged = crystal.charge >= CRYSTAL_CHARGE_NEEDED;
  const chargeText = t('albumsTrade.crystals.charge', { charge: crystal.charge, needed: CRYSTAL_CHARGE_NEEDED });
  const selectable = crystal.count > 0 && crystal.code !== 'legendary' && crystal.active_until === null;

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      radius="xl"
      padding="lg"
      withBorder
      style={{
        boxShadow: charged || selected ? '0 0 24px var(--mantine-color-violet-3)' : undefined,
        borderColor: selected ? 'var(--mantine-color-violet-6)' : undefined,
        borderWidth: selected ? 3 : undefined,
      }}
    >
      <Stack gap="sm" h="100%">
        <Image src={crystal.image} alt="" h={140} fit="contain" />
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {crystal.active_until !== null && (
            <Badge color="teal" variant="filled">
              {t('albumsTrade.crystals.activeUntil', { time: timeOfDay.format(new Date(crystal.active_until)) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {localize(crystal.description)}
        </Text>
        <Text size="sm" fw={600}>
          {t('albumsTrade.crystals.count', { count: crystal.count })}
        </Text>
        {crystal.count > 0 && (
          <div>
            <Text size="sm" aria-hidden>
              {chargeText}
            </Text>
            <Progress
              value={(Math.min(crystal.charge, CRYSTAL_CHARGE_NEEDED) / CRYSTAL_CHARGE_NEEDED) * 100}
              color={charged ? 'violet' : 'grape'}
              size="lg"
              radius="xl"
              aria-label={chargeText}
            />
          </div>
        )}
        {crystal.code === 'legendary' && (
          <Text size="sm" c="dimmed">
            {t('albumsTrade.crystals.legendaryHint')}
          </Text>
        )}
        <Group gap="xs">
          {crystal.is_for_sale && (
            <Button
              radius="xl"
              variant="light"
              leftSection={<IconShoppingCart size={18} />}
              loading={buying}
              onClick={onBuy}
              aria-label={t('albumsTrade.crystals.buyNamed', { title, price: crystal.price })}
            >
              {t('albumsTrade.crystals.buy', { price: crystal.price })}
            </Button>
          )}
          {selectable && (
            <Button
              radius="xl"
              variant={selected ? 'filled' : 'outline'}
              color="violet"
              leftSection={selected ? <IconCheck size={18} /> : null}
              aria-pressed={selected}
              onClick={onToggle}
              aria-label={t('albumsTrade.crystals.selectNamed', { title })}
            >
              {selected ? t('albumsTrade.crystals.selected') : t('albumsTrade.crystals.select')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
