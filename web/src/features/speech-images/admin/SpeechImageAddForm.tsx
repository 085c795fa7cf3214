import { Button, FileInput, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import {
  type Locale,
  SPEECH_ART_NAMES,
  type SpeechArtKey,
  type SpeechImageBody,
  type SpeechSound,
  speechImageBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { SpeechArtPicker } from './SpeechArtPicker.tsx';
import { SpeechSoundPicker } from './SpeechSoundPicker.tsx';
import { pictureRefusal, SPEECH_PICTURE_ACCEPT, SPEECH_PICTURE_MAX_MB } from './speechImageForms.ts';

type PictureSource = 'art' | 'upload';

interface AddValues {
  sound: SpeechSound;
  word: string;
  source: PictureSource;
  art_key: SpeechArtKey | null;
  file: File | null;
}

export interface SpeechImageAddFormProps {
  /** The language of the new card: the one the page shows. */
  locale: Locale;
  sound: SpeechSound;
  saving: boolean;
  /** The file is null when the card shows a picture of the set. */
  onSave: (body: SpeechImageBody, file: File | null) => Promise<void>;
  onCancel: () => void;
}

/** A new card: its sound, its word and its picture, chosen from the repo's set or uploaded. */
export function SpeechImageAddForm({ locale, sound, saving, onSave, onCancel }: SpeechImageAddFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: { sound, word: '', source: 'art', art_key: null, file: null } as AddValues,
    schema: speechImageBodySchema,
    toBody: (values: AddValues) => ({
      locale,
      sound: values.sound,
      word: values.word,
      art_key: values.source === 'art' ? (values.art_key ?? undefined) : undefined,
    }),
    // The server names a missing picture `picture`: it shows under the picker.
    inputOf: { picture: 'art_key' },
    check: (values) => {
      if (values.source === 'art') return values.art_key ? {} : { art_key: 'NOTHING_SELECTED' };
      const refused = pictureRefusal(values.file);
      return refused ? { file: refused } : {};
    },
  });
  const { source } = form.values;

  /** The word follows the chosen picture until the admin writes a word of their own. */
  const pick = (key: SpeechArtKey) => {
    const { word, art_key: previous } = form.values;
    const typed = word.trim();
    if (typed === '' || (previous && typed === SPEECH_ART_NAMES[previous][locale])) {
      form.setFieldValue('word', SPEECH_ART_NAMES[key][locale]);
    }
    form.setFieldValue('art_key', key);
  };

  // A refused picture (its kind, its size) is no field of the JSON part: it shows under the file input.
  const onError = (error: unknown) => {
    if (isApiError(error)) form.setFieldError(source === 'upload' ? 'file' : 'word', error.code);
  };

  return (
    <form
      onSubmit={onSubmit((body, values) => onSave(body, values.source === 'upload' ? values.file : null), onError)}
      noValidate
    >
      <Stack gap="md">
        <SpeechSoundPicker
          value={form.values.sound}
          onChange={(next) => form.setFieldValue('sound', next)}
          error={errorOf('sound')}
        />
        <SegmentedControl
          aria-label={t('speechImages.source')}
          data={[
            { value: 'art', label: t('speechImages.fromSet') },
            { value: 'upload', label: t('speechImages.ownPicture') },
          ]}
          value={source}
          onChange={(next) => form.setFieldValue('source', next as PictureSource)}
          w="fit-content"
        />
        {source === 'art' ? (
          <SpeechArtPicker value={form.values.art_key} onChange={pick} error={errorOf('art_key')} />
        ) : (
          <FileInput
            label={t('speechImages.file')}
            description={t('speechImages.fileHint', { size: SPEECH_PICTURE_MAX_MB })}
            accept={SPEECH_PICTURE_ACCEPT}
            leftSection={<IconUpload size={16} />}
            clearable
            withAsterisk
            {...inputProps('file')}
          />
        )}
        <TextInput
          label={t('speechImages.word')}
          description={t('speechImages.wordHint')}
          withAsterisk
          {...inputProps('word')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('speechImages.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconPlus size={18} />}>
            {t('speechImages.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
