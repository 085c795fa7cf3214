import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Image,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import {
  type CreateLotBody,
  createLotBodySchema,
  type LotItemType,
  MARKET_MAX_PRICE,
  MAX_LOT_ITEMS,
  type OwnedPuzzle,
  type StudentCrystal,
} from '@umka/contracts';
import { lotItemsRefusal } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { useCreateLot, useStudentCrystals, useStudentPuzzles } from '../albums.queries.ts';

interface SellItem {
  item_type: LotItemType;
  id: number;
}

interface SellValues {
  price: number | string;
  items: SellItem[];
}

const isActive = (crystal: StudentCrystal | undefined) =>
  crystal?.active_until != null && new Date(crystal.active_until).getTime() > Date.now();

/** Puts up to four pieces and crystal copies on the market; selling needs the trade crystal active. */
export function MarketSellForm() {
  const { t } = useTranslation();
  const crystals = useStudentCrystals();
  const puzzles = useStudentPuzzles();

  if (crystals.isPending || puzzles.isPending) return <Skeleton height={200} radius="xl" />;
  if (crystals.isError || puzzles.isError) {
    return (
      <Alert color="red" radius="xl">
        {t('albumsTrade.loadFailed')}
      </Alert>
    );
  }
  const trade = crystals.data.crystals.find((crystal) => crystal.code === 'trade');
  if (!isActive(trade)) {
    return (
      <Alert color="grape" radius="xl" title={t('albumsTrade.sell.needsTradeTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('albumsTrade.sell.needsTradeText')}</Text>
          <Button component={Link} to="/student/albums/crystals" radius="xl" color="grape">
            {t('albumsTrade.sell.toCrystals')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <SellForm puzzles={puzzles.data} crystals={crystals.data.crystals.filter((crystal) => crystal.count > 0)} />;
}

function SellForm({ puzzles, crystals }: { puzzles: OwnedPuzzle[]; crystals: StudentCrystal[] }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { subject } = useSubject();
  const create = useCreateLot();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm<SellValues, CreateLotBody>({
    initialValues: { price: '', items: [] },
    schema: createLotBodySchema,
    toBody: (values) => ({
      subject_id: subject?.id,
      price: values.price === '' ? undefined : Number(values.price),
      items: values.items,
    }),
    check: (values) => {
      const refusal = lotItemsRefusal(values.items);
      return refusal ? { items: refusal } : {};
    },
  });
  const items = form.values.items;

  const add = (item: SellItem) => {
    if (items.length >= MAX_LOT_ITEMS) {
      form.setFieldError('items', 'LOT_TOO_MANY_ITEMS');
      return;
    }
    form.clearFieldError('items');
    form.setFieldValue('items', [...items, item]);
  };
  const removeAt = (index: number) => {
    form.clearFieldError('items');
    form.setFieldValue(
      'items',
      items.filter((_item, at) => at !== index),
    );
  };
  // Copies of one crystal repeat in the list: each is keyed by its kind, id and which copy it is.
  const copiesSeen = new Map<string, number>();
  const keyedItems = items.map((item) => {
    const base = `${item.item_type}-${item.id}`;
    const copy = (copiesSeen.get(base) ?? 0) + 1;
    copiesSeen.set(base, copy);
    return { item, key: `${base}-${copy}` };
  });
  const copiesOf = (crystalId: number) =>
    items.filter((item) => item.item_type === 'crystal_student' && item.id === crystalId).length;
  const pieceChosen = (puzzle: OwnedPuzzle) =>
    items.some((item) => item.item_type === 'puzzle_student' && item.id === puzzle.puzzle_student_id);
  const togglePiece = (puzzle: OwnedPuzzle) => {
    const index = items.findIndex(
      (item) => item.item_type === 'puzzle_student' && item.id === puzzle.puzzle_student_id,
    );
    if (index >= 0) removeAt(index);
    else add({ item_type: 'puzzle_student', id: puzzle.puzzle_student_id });
  };

  const submit = onSubmit((body) =>
    create.mutateAsync(body).then(() => {
      notifySuccess(t('albumsTrade.sell.listed'));
      form.reset();
    }),
  );

  return (
    <Card component="section" aria-labelledby="sell-title" radius="xl" withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="sell-title">
            {t('albumsTrade.sell.title')}
          </Title>
          <Text size="sm">{t('albumsTrade.sell.intro', { max: MAX_LOT_ITEMS })}</Text>

          <div>
            <Text fw={600} mb={4}>
              {t('albumsTrade.sell.piecesTitle')}
            </Text>
            {puzzles.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('albumsTrade.sell.noPieces')}
              </Text>
            ) : (
              <Group gap="xs">
                {puzzles.map((puzzle) => {
                  const chosen = pieceChosen(puzzle);
                  return (
                    <UnstyledButton
                      key={puzzle.puzzle_student_id}
                      onClick={() => togglePiece(puzzle)}
                      aria-pressed={chosen}
                      aria-label={t('albumsTrade.pieceAlt', { number: puzzle.number })}
                      style={{
                        borderRadius: 8,
                        outline: chosen ? '3px solid var(--mantine-color-grape-6)' : undefined,
                      }}
                    >
                      <Image src={puzzle.image} alt="" h={56} w={56} radius="md" />
                    </UnstyledButton>
                  );
                })}
              </Group>
            )}
          </div>

          {crystals.length > 0 && (
            <div>
              <Text fw={600} mb={4}>
                {t('albumsTrade.sell.crystalsTitle')}
              </Text>
              <Group gap="xs">
                {crystals.map((crystal) => {
                  const title = localize(crystal.title);
                  return (
                    <Button
                      key={crystal.id}
                      variant="default"
                      radius="xl"
                      disabled={copiesOf(crystal.id) >= crystal.count}
                      onClick={() => add({ item_type: 'crystal_student', id: crystal.id })}
                      leftSection={<Image src={crystal.image} alt="" h={24} w={24} fit="contain" />}
                      aria-label={t('albumsTrade.sell.addCrystal', { title })}
                    >
                      {title} ({crystal.count - copiesOf(crystal.id)})
                    </Button>
                  );
                })}
              </Group>
            </div>
          )}

          <div>
            <Text fw={600} mb={4} id="sell-chosen">
              {t('albumsTrade.sell.chosen', { count: items.length, max: MAX_LOT_ITEMS })}
            </Text>
            <Group gap="xs" aria-labelledby="sell-chosen" role="list">
              {keyedItems.map(({ item, key }, index) => {
                const crystal = crystals.find((entry) => entry.id === item.id);
                const label =
                  item.item_type === 'crystal_student' && crystal
                    ? localize(crystal.title)
                    : t('albumsTrade.pieceAlt', {
                        number: puzzles.find((puzzle) => puzzle.puzzle_student_id === item.id)?.number ?? 0,
                      });
                return (
                  <Badge
                    key={key}
                    role="listitem"
                    size="lg"
                    variant="light"
                    color="grape"
                    rightSection={
                      <CloseButton
                        size="xs"
                        onClick={() => removeAt(index)}
                        aria-label={t('albumsTrade.sell.remove', { item: label })}
                      />
                    }
                  >
                    {label}
                  </Badge>
                );
              })}
            </Group>
            {errorOf('items') && (
              <Text size="sm" c="red.8" role="alert" mt={4}>
                {errorOf('items')}
              </Text>
            )}
          </div>

          <NumberInput
            label={t('albumsTrade.sell.price')}
            description={t('albumsTrade.sell.priceHint', { max: MARKET_MAX_PRICE })}
            min={1}
            max={MARKET_MAX_PRICE}
            allowDecimal={false}
            allowNegative={false}
            w={220}
            {...inputProps('price')}
          />
          <Group>
            <Button
              type="submit"
              radius="xl"
              color="grape"
              leftSection={<IconBuildingStore size={18} />}
              loading={create.isPending}
            >
              {t('albumsTrade.sell.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
