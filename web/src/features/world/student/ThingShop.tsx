import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ShopThing } from '@umka/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { type PlaceRef, useBuyThing, useLocationScene, useThingPreview, useThingShop } from '../world.queries.ts';
import { RoomScene } from './RoomScene.tsx';
import { ShopThingCard } from './ShopThingCard.tsx';

export interface ThingShopProps {
  place: PlaceRef;
  /** The room's accessible name. */
  roomLabel: string;
}

/** A place's things shop: the room on one side with the thing being considered standing in it, the goods on the other. */
export function ThingShop({ place, roomLabel }: ThingShopProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const listTitleId = useId();
  const balance = useSubject().data?.likes ?? 0;
  const [candidateId, setCandidateId] = useState<number | null>(null);
  const scene = useLocationScene(place);
  const preview = useThingPreview(place, candidateId);
  const goods = useThingShop(place);
  const buy = useBuyThing(place);
  const shown = candidateId !== null && preview.data ? preview.data : scene.data;

  const onBuy = async (thing: ShopThing) => {
    const title = localize(thing.title);
    const agreed = await confirmAction({
      title: t('places.shop.confirmTitle', { title }),
      // The balance here may lag behind an accrual on its way, so a short balance warns rather than forbids.
      message:
        balance >= thing.price
          ? t('places.shop.confirmText', {
              price: t('places.shop.price', { count: thing.price }),
              after: t('places.shop.price', { count: balance - thing.price }),
            })
          : t('places.shop.confirmShort', {
              price: t('places.shop.price', { count: thing.price }),
              missing: t('places.shop.price', { count: thing.price - balance }),
            }),
      confirmLabel: t('places.shop.buy'),
      cancelLabel: t('places.shop.cancel'),
    });
    if (!agreed) return;
    try {
      await buy.mutateAsync(thing.id);
    } catch {
      // The api client has shown why the shop refused (not enough likes, already there…).
      return;
    }
    setCandidateId(null);
    notifySuccess(t('places.shop.bought', { title }));
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs" pos="sticky" top={16}>
          {scene.isError ? (
            <QueryError error={scene.error} onRetry={() => void scene.refetch()} />
          ) : shown ? (
            <RoomScene scene={shown} label={roomLabel} />
          ) : (
            <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} />
          )}
          {preview.isError ? <QueryError error={preview.error} onRetry={() => void preview.refetch()} /> : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {candidateId !== null && preview.data ? t('places.shop.previewHint') : t('places.shop.pickHint')}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={listTitleId}>
            {t('places.shop.goods')}
          </Title>
          {goods.isError ? (
            <QueryError error={goods.error} onRetry={() => void goods.refetch()} />
          ) : !goods.data ? (
            <Skeleton height={240} radius="lg" />
          ) : goods.data.length === 0 ? (
            <EmptyState title={t('places.shop.emptyTitle')} description={t('places.shop.emptyText')} />
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={listTitleId}>
              {goods.data.map((thing) => (
                <ShopThingCard
                  key={thing.id}
                  thing={thing}
                  previewing={thing.id === candidateId}
                  buying={buy.isPending && buy.variables === thing.id}
                  onPreview={() => setCandidateId((current) => (current === thing.id ? null : thing.id))}
                  onBuy={() => void onBuy(thing)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
