import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import type { OwnedPuzzle } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { useAlbumCatalogue, useBuyPuzzles, usePuzzlePrices, useStudentAlbums } from '../albums.queries.ts';
import { PuzzleShopReveal } from './PuzzleShopReveal.tsx';

/** How many chosen pieces one purchase may name. */
const MAX_CHOSEN = 5;

/** The puzzle shop: random packs of the open album at the price list's prices, or chosen pieces of its catalogue. */
export function PuzzleShop() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const prices = usePuzzlePrices();
  const albums = useStudentAlbums();
  const openAlbum = albums.data?.albums.find((album) => album.status === 'open') ?? null;
  const catalogue = useAlbumCatalogue(openAlbum?.id ?? null);
  const buy = useBuyPuzzles();
  const [chosen, setChosen] = useState<number[]>([]);
  const [bought, setBought] = useState<OwnedPuzzle[] | null>(null);

  if (prices.isPending || albums.isPending) return <Skeleton height={240} radius="xl" />;
  if (prices.isError || albums.isError) {
    return (
      <Alert color="red" radius="xl">
        {t('albumsTrade.loadFailed')}
      </Alert>
    );
  }
  if (!openAlbum) {
    return (
      <Alert color="grape" radius="xl" title={t('albumsTrade.shop.noAlbumTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('albumsTrade.shop.noAlbumText')}</Text>
          <Button component={Link} to="/student/albums" radius="xl" color="grape">
            {t('albumsTrade.shop.toAlbums')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const cheapest = Math.min(...prices.data.random.map((pack) => pack.price / pack.size));
  const chosenPrice = prices.data.chosen;

  const pay = async (body: Parameters<typeof buy.mutate>[0], price: number, count: number) => {
    const yes = await confirmAction({
      title: t('albumsTrade.shop.confirmTitle'),
      message: t('albumsTrade.shop.confirmText', { count, price }),
      confirmLabel: t('albumsTrade.shop.confirmYes'),
    });
    if (!yes) return;
    buy.mutate(body, {
      onSuccess: (result) => {
        setBought(result.puzzles);
        setChosen([]);
      },
    });
  };

  const toggleChosen = (puzzleId: number) =>
    setChosen((ids) =>
      ids.includes(puzzleId)
        ? ids.filter((id) => id !== puzzleId)
        : ids.length >= MAX_CHOSEN
          ? ids
          : [...ids, puzzleId],
    );

  return (
    <Stack gap="lg">
      <Text>{t('albumsTrade.shop.intro', { album: localize(openAlbum.title) })}</Text>
      <section aria-labelledby="shop-packs">
        <Title order={2} size="h3" id="shop-packs" mb="sm">
          {t('albumsTrade.shop.packsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {prices.data.random.map((pack) => (
            <Card key={pack.size} radius="xl" withBorder padding="lg">
              <Stack gap="xs" align="center">
                <IconPuzzle size={48} aria-hidden />
                <Text fw={700} size="lg">
                  {t('albumsTrade.shop.pack', { count: pack.size })}
                </Text>
                {pack.size > 1 && pack.price / pack.size === cheapest && (
                  <Badge color="orange" variant="filled">
                    {t('albumsTrade.shop.bestValue')}
                  </Badge>
                )}
                <Button
                  radius="xl"
                  color="grape"
                  loading={buy.isPending}
                  onClick={() =>
                    void pay({ is_random: true, count: pack.size, price: pack.price }, pack.price, pack.size)
                  }
                  aria-label={t('albumsTrade.shop.buyPackNamed', { count: pack.size, price: pack.price })}
                >
                  {t('albumsTrade.price', { count: pack.price })}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      {bought && <PuzzleShopReveal key={bought.map((puzzle) => puzzle.puzzle_student_id).join('-')} puzzles={bought} />}

      <section aria-labelledby="shop-chosen">
        <Title order={2} size="h3" id="shop-chosen" mb="xs">
          {t('albumsTrade.shop.chosenTitle')}
        </Title>
        <Text size="sm" mb="sm">
          {t('albumsTrade.shop.chosenText', { price: chosenPrice, max: MAX_CHOSEN })}
        </Text>
        {catalogue.isPending ? (
          <Skeleton height={160} radius="xl" />
        ) : catalogue.isError ? (
          <Alert color="red" radius="xl">
            {t('albumsTrade.loadFailed')}
          </Alert>
        ) : (
          <Stack gap="md">
            {catalogue.data.map((picture) => (
              <div key={picture.id}>
                <Text fw={600} mb={4}>
                  {localize(picture.title)}
                </Text>
                <Group gap="xs">
                  {picture.puzzles.map((piece) => {
                    const selected = chosen.includes(piece.id);
                    return (
                      <UnstyledButton
                        key={piece.id}
                        onClick={() => toggleChosen(piece.id)}
                        aria-pressed={selected}
                        aria-label={t('albumsTrade.shop.pieceNamed', {
                          picture: localize(picture.title),
                          number: piece.number,
                        })}
                        style={{
                          borderRadius: 8,
                          outline: selected ? '3px solid var(--mantine-color-grape-6)' : undefined,
                        }}
                      >
                        <Image src={piece.image} alt="" h={56} w={56} radius="md" />
                      </UnstyledButton>
                    );
                  })}
                </Group>
              </div>
            ))}
            <Group>
              <Button
                radius="xl"
                color="grape"
                disabled={chosen.length === 0}
                loading={buy.isPending}
                onClick={() =>
                  void pay(
                    { is_random: false, puzzle_ids: chosen, price: chosen.length * chosenPrice },
                    chosen.length * chosenPrice,
                    chosen.length,
                  )
                }
              >
                {t('albumsTrade.shop.buyChosen', { count: chosen.length, price: chosen.length * chosenPrice })}
              </Button>
            </Group>
          </Stack>
        )}
      </section>
    </Stack>
  );
}
