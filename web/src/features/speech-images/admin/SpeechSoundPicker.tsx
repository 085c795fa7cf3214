import { Input, SegmentedControl } from '@mantine/core';
import { SPEECH_SOUNDS, type SpeechSound } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export interface SpeechSoundPickerProps {
  value: SpeechSound;
  onChange: (sound: SpeechSound) => void;
  error?: string | undefined;
}

/** The sound a card trains, as a row of its letters. */
export function SpeechSoundPicker({ value, onChange, error }: SpeechSoundPickerProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper labelElement="div" label={t('speechImages.sound')} error={error}>
      <SegmentedControl
        display="flex"
        w="fit-content"
        mt={4}
        aria-label={t('speechImages.sound')}
        data={SPEECH_SOUNDS.map((sound) => ({ value: sound, label: t(`speechImages.sounds.${sound}`) }))}
        value={value}
        onChange={(next) => onChange(next as SpeechSound)}
      />
    </Input.Wrapper>
  );
}
