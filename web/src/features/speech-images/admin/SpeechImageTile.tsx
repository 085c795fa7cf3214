import { ActionIcon, Badge, Card, Group, Image, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { SpeechImage } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export interface SpeechImageTileProps {
  card: SpeechImage;
  /** The sound is named on the card when the page shows every sound at once. */
  showSound: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A card as a child will see it (the picture and its word), with the admin's edit and delete buttons. */
export function SpeechImageTile({ card, showSound, deleting, onEdit, onDelete }: SpeechImageTileProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="sm" component="li">
      <Card.Section bg="gray.0" p="sm">
        <Image src={card.image_url} alt="" h={104} w={104} fit="contain" mx="auto" loading="lazy" />
      </Card.Section>
      <Text fw={700} size="lg" ta="center" mt="xs" truncate>
        {card.word}
      </Text>
      <Group justify={showSound ? 'space-between' : 'flex-end'} gap={4} wrap="nowrap" mt={4}>
        {showSound ? (
          <Badge variant="light" tt="none">
            {t('speechImages.soundBadge', { sound: t(`speechImages.sounds.${card.sound}`) })}
          </Badge>
        ) : null}
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('speechImages.edit', { word: card.word })} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('speechImages.delete', { word: card.word })}
            loading={deleting}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
