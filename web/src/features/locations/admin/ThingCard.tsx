import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeartFilled, IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminThing } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { ThingScalePreview } from './ThingScalePreview.tsx';

export interface ThingCardProps {
  thing: AdminThing;
  background: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One thing of a location, drawn in the room at its width, with its price. */
export function ThingCard({ thing, background, deleting, onEdit, onDelete }: ThingCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const title = localize(thing.title);
  return (
    <Card withBorder radius="lg" padding="sm" component="article" aria-label={title}>
      <Stack gap="xs">
        <ThingScalePreview
          background={background}
          image={thing.image}
          width={thing.width}
          label={t('adminLocations.thing.scalePreview', { title, width: thing.width })}
        />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {title}
            </Text>
            <Group gap="sm">
              <Group gap={4} wrap="nowrap">
                <IconHeartFilled size={14} color="var(--mantine-color-pink-6)" aria-hidden />
                <Text size="sm">{t('adminLocations.thing.priceValue', { count: thing.price })}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('adminLocations.thing.widthValue', { width: thing.width })}
              </Text>
            </Group>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('adminLocations.thing.edit', { title })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('adminLocations.thing.deleteOne', { title })}
              loading={deleting}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
