import { ActionIcon, Badge, Box, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminPicture } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

export interface PictureTileProps {
  picture: AdminPicture;
  toggling: boolean;
  deleting: boolean;
  onLegendary: (value: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A picture of an album: its thumbnail, the legendary toggle, and how many of its pieces students hold. */
export function PictureTile({ picture, toggling, deleting, onLegendary, onEdit, onDelete }: PictureTileProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const title = localize(picture.title);
  const owned = picture.owned_pieces > 0;
  return (
    <Card withBorder radius="md" padding="xs" component="article" aria-label={title}>
      <Stack gap={6}>
        <Box bg="gray.0" style={{ aspectRatio: '5 / 2', borderRadius: 4, overflow: 'hidden' }}>
          <img
            src={picture.image}
            alt={title}
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        </Box>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text size="sm" fw={600} truncate>
            {title}
          </Text>
          {picture.is_legendary ? (
            <Badge color="yellow" variant="light" c="dark.7" size="sm" tt="none" style={{ flexShrink: 0 }}>
              {t('albumsAdmin.picture.legendaryBadge')}
            </Badge>
          ) : null}
        </Group>
        {owned ? (
          <Text size="xs" c="dimmed">
            {t('albumsAdmin.picture.owned', { count: picture.owned_pieces })}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="nowrap">
          <Switch
            size="xs"
            checked={picture.is_legendary}
            disabled={toggling}
            onChange={(event) => onLegendary(event.currentTarget.checked)}
            aria-label={t('albumsAdmin.picture.legendaryOf', { title })}
            label={t('albumsAdmin.picture.legendaryBadge')}
          />
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('albumsAdmin.picture.edit', { title })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <Tooltip label={t('albumsAdmin.picture.ownedNoDelete')} disabled={!owned} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('albumsAdmin.picture.deleteOne', { title })}
                loading={deleting}
                disabled={owned}
                onClick={onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
