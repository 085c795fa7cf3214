export { CharacterFigure } from './CharacterFigure.tsx';
export { DressedCharacter } from './DressedCharacter.tsx';
export { MyCharacterCard } from './MyCharacterCard.tsx';
export { onboardingPath } from './onboarding.ts';
