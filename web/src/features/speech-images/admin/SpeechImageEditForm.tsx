import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type SpeechImage, type SpeechImagePatch, speechImagePatchSchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { SpeechSoundPicker } from './SpeechSoundPicker.tsx';

export interface SpeechImageEditFormProps {
  card: SpeechImage;
  saving: boolean;
  onSave: (patch: SpeechImagePatch) => Promise<void>;
  onCancel: () => void;
}

/** A card's word and sound; its picture stays (a card with another picture is a new card). */
export function SpeechImageEditForm({ card, saving, onSave, onCancel }: SpeechImageEditFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: { word: card.word, sound: card.sound },
    schema: speechImagePatchSchema,
  });

  return (
    <form onSubmit={onSubmit((patch) => onSave(patch))} noValidate>
      <Stack gap="md">
        <img src={card.image_url} alt="" width={120} height={120} style={{ alignSelf: 'center' }} />
        <TextInput label={t('speechImages.word')} withAsterisk data-autofocus {...inputProps('word')} />
        <SpeechSoundPicker
          value={form.values.sound}
          onChange={(next) => form.setFieldValue('sound', next)}
          error={errorOf('sound')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('speechImages.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('speechImages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
