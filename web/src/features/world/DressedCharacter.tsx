import type { LocalizedText, StudentCharacter } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { CharacterFigure, type FigureLayer } from './CharacterFigure.tsx';

export interface DressedCharacterProps {
  character: StudentCharacter;
  /** A piece tried on in the shop, named so the figure's label says what the student sees. */
  tryOn?: (FigureLayer & { title: LocalizedText }) | null;
  width?: number | string;
}

/** The student's character in what they wear, with a label a screen reader can tell apart from before. */
export function DressedCharacter({ character, tryOn = null, width }: DressedCharacterProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const name = localize(character.title);
  const label = tryOn
    ? t('wardrobe.figure.tryingOn', { name, item: localize(tryOn.title) })
    : t('wardrobe.figure.dressed', { name });
  return <CharacterFigure image={character.image} worn={character.worn} tryOn={tryOn} label={label} width={width} />;
}
