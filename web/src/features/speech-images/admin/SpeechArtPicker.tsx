import { Box, Input, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { SPEECH_ART_KEYS, SPEECH_ART_NAMES, type SpeechArtKey, speechArtUrl } from '@umka/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';

export interface SpeechArtPickerProps {
  value: SpeechArtKey | null;
  onChange: (key: SpeechArtKey) => void;
  error?: string | undefined;
}

/** Every picture of the repo's set, named in the interface language and in its alphabetical order; one is chosen. */
export function SpeechArtPicker({ value, onChange, error }: SpeechArtPickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const keys = useMemo(
    () =>
      [...SPEECH_ART_KEYS].sort((a, b) =>
        SPEECH_ART_NAMES[a][locale].localeCompare(SPEECH_ART_NAMES[b][locale], locale),
      ),
    [locale],
  );

  return (
    <Input.Wrapper
      labelElement="div"
      label={t('speechImages.picker')}
      description={t('speechImages.pickerHint')}
      error={error}
    >
      <SimpleGrid
        role="group"
        aria-label={t('speechImages.picker')}
        cols={{ base: 4, xs: 6 }}
        spacing={6}
        verticalSpacing={6}
        mt={6}
        mah={300}
        style={{ overflowY: 'auto', padding: 2 }}
      >
        {keys.map((key) => {
          const chosen = key === value;
          const name = SPEECH_ART_NAMES[key][locale];
          return (
            <UnstyledButton
              key={key}
              aria-pressed={chosen}
              onClick={() => onChange(key)}
              p={4}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `2px solid ${chosen ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
                background: chosen ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
              }}
            >
              <Box component="img" src={speechArtUrl(key)} alt="" w="100%" display="block" loading="lazy" />
              <Text size="xs" ta="center" truncate>
                {name}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
