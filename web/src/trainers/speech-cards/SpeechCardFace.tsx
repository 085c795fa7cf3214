import { Box, Image, Text } from '@mantine/core';
import type { SpeechCard, SpeechSound } from '@umka/contracts';
import type { SpeechCell } from '@umka/games';
import { useTranslation } from 'react-i18next';

/** A card face up: the picture with its word under it, or (in a words field) the word alone in large letters. */
export function SpeechCardFront({ card, cell }: { card: SpeechCard; cell: SpeechCell }) {
  if (cell.face === 'word') {
    return (
      <Text
        component="span"
        fw={900}
        fz={{ base: 'md', xs: 'xl' }}
        ta="center"
        lh={1.1}
        style={{ wordBreak: 'break-word' }}
      >
        {card.word}
      </Text>
    );
  }
  return (
    <Box style={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Image src={card.image_url} alt="" w="72%" maw={96} fit="contain" />
      <Text component="span" fw={700} fz="sm">
        {card.word}
      </Text>
    </Box>
  );
}

/** A card face down: the sound being trained, on a friendly pattern, so every back reminds what to listen for. */
export function SpeechCardBack({ sound }: { sound: SpeechSound }) {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 60 60" width="70%" aria-hidden="true">
      <circle cx="30" cy="30" r="26" fill="#fff" opacity="0.25" />
      <circle cx="12" cy="12" r="3" fill="#fff" opacity="0.5" />
      <circle cx="48" cy="48" r="3" fill="#fff" opacity="0.5" />
      <circle cx="48" cy="12" r="2" fill="#fff" opacity="0.5" />
      <circle cx="12" cy="48" r="2" fill="#fff" opacity="0.5" />
      <text x="30" y="39" textAnchor="middle" fontSize="26" fontWeight="900" fill="#fff">
        {t(`speechImages.sounds.${sound}`)}
      </text>
    </svg>
  );
}
