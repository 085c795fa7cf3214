import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ART_PATH, type Character, CLOTHES_SLOTS, type ClothesSlot } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { CharacterFigure } from '../../world/index.ts';

export interface ClothesLivePreviewProps {
  characters: readonly Character[];
  slot: ClothesSlot | null;
  picture: string;
  /** The item's title in the interface language; '' while untitled. */
  itemTitle: string;
}

/** The picture as students will see it, worn by every character it is meant to fit. */
export function ClothesLivePreview({ characters, slot, picture, itemTitle }: ClothesLivePreviewProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  if (characters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('adminClothes.preview.noCharacters')}
      </Text>
    );
  }
  // Alone on the body the slot only decides the drawing order, so a picture shows before a slot is chosen.
  const tryOn = ART_PATH.test(picture) ? { slot: slot ?? CLOTHES_SLOTS[0], picture } : null;
  const item = itemTitle.trim() || t('adminClothes.preview.untitled');
  return (
    <Stack gap="xs">
      {tryOn ? null : (
        <Text size="sm" c="dimmed">
          {t('adminClothes.preview.noPicture')}
        </Text>
      )}
      <SimpleGrid cols={2} spacing="sm">
        {characters.map((character) => {
          const name = localize(character.title);
          return (
            <Stack key={character.id} gap={4} align="center" data-testid={`live-preview-${character.id}`}>
              <CharacterFigure
                image={character.image}
                worn={[]}
                tryOn={tryOn}
                label={tryOn ? t('adminClothes.preview.wearing', { character: name, item }) : name}
                width="100%"
              />
              <Text size="sm" fw={500}>
                {name}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
