import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSpeakPreference, useLocaleVoice, writeSpeakPreference } from './speech.ts';

/** Offered only when the browser has a voice for the interface language. */
export function SpeakSwitch() {
  const { t } = useTranslation();
  const voice = useLocaleVoice();
  const [on, setOn] = useState(readSpeakPreference);
  if (!voice) return null;
  return (
    <Switch
      w="100%"
      size="md"
      label={t('trainers.flashAnzan.speak')}
      checked={on}
      onChange={(event) => {
        setOn(event.currentTarget.checked);
        writeSpeakPreference(event.currentTarget.checked);
      }}
    />
  );
}
