import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconHandStop } from '@tabler/icons-react';
import type { ItPrize } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { itShopArtUrl, useGiveItPrize, useItPrizes } from '../itShop.queries.ts';

interface PrizeRowProps {
  prize: ItPrize;
  giving: boolean;
  onGive?: () => void;
}

function PrizeRow({ prize, giving, onGive }: PrizeRowProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  const title = localize(prize.item.title);
  return (
    <Card component="li" radius="md" padding="sm" withBorder>
      <Group gap="sm" wrap="nowrap">
        <Image src={itShopArtUrl(prize.item.art_key)} alt="" w={48} h={48} fit="contain" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{prize.student.name}</Text>
          <Text size="sm">{title}</Text>
          <Text size="xs" c="dimmed">
            {t('itShop.prizes.bought', { date: formatDate(prize.created_at) })}
          </Text>
        </Stack>
        {onGive ? (
          <Button
            radius="xl"
            color="teal"
            leftSection={<IconHandStop size={16} />}
            loading={giving}
            aria-label={t('itShop.prizes.giveNamed', { prize: title, student: prize.student.name })}
            onClick={onGive}
          >
            {t('itShop.prizes.give')}
          </Button>
        ) : (
          <Badge color="teal" variant="light">
            {t('itShop.prizes.givenOn', { date: formatDate(prize.given_at ?? prize.created_at) })}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

function PrizeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /teacher/it-prizes: the real-world prizes the teacher's students bought with IT points (an admin sees every one).
 * The teacher hands a prize over, then marks it here, and the student hears of it at once.
 */
export function ItPrizesPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const prizes = useItPrizes();
  const give = useGiveItPrize();

  const onGive = async (prize: ItPrize) => {
    const title = localize(prize.item.title);
    const confirmed = await confirmAction({
      title: t('itShop.prizes.confirmTitle'),
      message: t('itShop.prizes.confirmText', { prize: title, student: prize.student.name }),
      confirmLabel: t('itShop.prizes.confirmYes'),
      cancelLabel: t('itShop.prizes.confirmNo'),
    });
    if (!confirmed) return;
    // A prize another teacher marked first is the main client's notice; the list reloads either way.
    await give.mutateAsync(prize.id).then(
      () => notifySuccess(t('itShop.prizes.given', { prize: title, student: prize.student.name })),
      () => undefined,
    );
  };

  const list = prizes.data?.prizes ?? [];
  const awaiting = list.filter((prize) => prize.status === 'awaiting');
  const given = list.filter((prize) => prize.status === 'given');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <IconGift size={32} stroke={1.5} color="var(--mantine-color-pink-6)" />
          <Title order={1} size="h2">
            {t('itShop.prizes.title')}
          </Title>
        </Group>
        <Text c="dimmed">{t('itShop.prizes.intro')}</Text>
      </Stack>
      {prizes.isPending ? (
        <Spinner centered />
      ) : prizes.isError ? (
        <QueryError error={prizes.error} onRetry={() => void prizes.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconGift size={32} stroke={1.5} />}
          title={t('itShop.prizes.emptyTitle')}
          description={t('itShop.prizes.emptyText')}
        />
      ) : (
        <>
          <PrizeSection id="it-prizes-awaiting" title={t('itShop.prizes.awaitingTitle', { number: awaiting.length })}>
            {awaiting.length === 0 ? (
              <Text c="dimmed">{t('itShop.prizes.noneAwaiting')}</Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {awaiting.map((prize) => (
                  <PrizeRow
                    key={prize.id}
                    prize={prize}
                    giving={give.isPending && give.variables === prize.id}
                    onGive={() => void onGive(prize)}
                  />
                ))}
              </Stack>
            )}
          </PrizeSection>
          {given.length > 0 ? (
            <PrizeSection id="it-prizes-given" title={t('itShop.prizes.givenTitle')}>
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {given.map((prize) => (
                  <PrizeRow key={prize.id} prize={prize} giving={false} />
                ))}
              </Stack>
            </PrizeSection>
          ) : null}
        </>
      )}
    </Stack>
  );
}
