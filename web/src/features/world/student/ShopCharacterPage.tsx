import { Button, Card, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { ShopClothes, StudentCharacter } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { DressedCharacter } from '../DressedCharacter.tsx';
import { ShopFrame } from '../ShopFrame.tsx';
import { useBuyClothes, useShopClothes, useWearClothes } from '../world.queries.ts';
import { ClothesCard } from './ClothesCard.tsx';
import { type ClothesFilter, ClothesFilters, matchesFilter, NO_FILTER } from './ClothesFilters.tsx';

/** /shop/character: the character on the left, trying on what the student clicks; the shelf on the right. */
export function ShopCharacterPage() {
  return (
    <ShopFrame active="character">
      <CharacterShop />
    </ShopFrame>
  );
}

function CharacterShop() {
  const { t } = useTranslation();
  const { data } = useSubject();
  const character = data?.character ?? null;
  if (!character)
    return (
      <EmptyState
        title={t('wardrobe.clothes.needCharacterTitle')}
        description={t('wardrobe.clothes.needCharacterText')}
        icon={<IconUserCircle size={32} />}
        action={
          <Button component={Link} to="/student/characters" radius="xl" color="grape">
            {t('wardrobe.card.choose')}
          </Button>
        }
      />
    );
  return <ClothesShelf character={character} balance={data?.likes ?? 0} />;
}

function ClothesShelf({ character, balance }: { character: StudentCharacter; balance: number }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const clothes = useShopClothes();
  const buy = useBuyClothes();
  const wear = useWearClothes();
  const [filter, setFilter] = useState<ClothesFilter>(NO_FILTER);
  const [triedOnId, setTriedOnId] = useState<number | null>(null);
  const triedOn = clothes.data?.find((item) => item.id === triedOnId) ?? null;
  const wornIds = new Set(character.worn.map((piece) => piece.clothes_id));

  const buyItem = async (item: ShopClothes) => {
    const title = localize(item.title);
    const price = t('wardrobe.price', { count: item.price });
    const after = t('wardrobe.price', { count: balance - item.price });
    const agreed = await confirmAction({
      title: t('wardrobe.clothes.confirmTitle', { title }),
      message: (
        <>
          {t('wardrobe.clothes.confirmPrice', { price })}
          <br />
          {t('wardrobe.clothes.confirmAfter', { after })}
        </>
      ),
      confirmLabel: t('wardrobe.clothes.buy'),
      cancelLabel: t('wardrobe.characters.cancel'),
    });
    if (!agreed) return;
    try {
      await buy.mutateAsync(item.id);
    } catch {
      // The api client has already shown the server's refusal (e.g. not enough likes); nothing changed.
      return;
    }
    notifySuccess(t('wardrobe.clothes.bought', { title }));
  };

  const shelf = clothes.data?.filter((item) => matchesFilter(item, filter)) ?? [];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
        <Card radius="xl" padding="lg" withBorder pos="sticky" top={16}>
          <Stack align="center" gap="sm">
            <DressedCharacter
              character={character}
              tryOn={triedOn ? { slot: triedOn.slot, picture: triedOn.picture, title: triedOn.title } : null}
              width="100%"
            />
            <Text fw={700} ta="center" aria-live="polite">
              {triedOn
                ? t('wardrobe.figure.tryingOn', { name: localize(character.title), item: localize(triedOn.title) })
                : localize(character.title)}
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
        <Stack gap="md" component="section" aria-label={t('wardrobe.clothes.listTitle')}>
          {clothes.isError ? (
            <QueryError error={clothes.error} onRetry={() => void clothes.refetch()} />
          ) : !clothes.data ? (
            <SimpleGrid cols={{ base: 2, md: 3 }}>
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} height={240} radius="lg" />
              ))}
            </SimpleGrid>
          ) : (
            <>
              <ClothesFilters items={clothes.data} filter={filter} onChange={setFilter} />
              {shelf.length === 0 ? (
                <EmptyState title={t('wardrobe.clothes.emptyTitle')} description={t('wardrobe.clothes.emptyText')} />
              ) : (
                <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
                  {shelf.map((item) => (
                    <ClothesCard
                      key={item.id}
                      item={item}
                      worn={wornIds.has(item.id)}
                      triedOn={item.id === triedOnId}
                      balance={balance}
                      busy={
                        (buy.isPending && buy.variables === item.id) ||
                        (wear.isPending && wear.variables.clothesId === item.id)
                      }
                      onTryOn={() => setTriedOnId(item.id === triedOnId ? null : item.id)}
                      onBuy={() => void buyItem(item)}
                      onWear={(worn) => wear.mutate({ clothesId: item.id, worn })}
                    />
                  ))}
                </SimpleGrid>
              )}
            </>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
