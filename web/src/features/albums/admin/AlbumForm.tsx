import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type AdminAlbum, ALBUM_MAX_REWARD, type AlbumBody, albumBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { EMPTY_TITLE, type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';

interface AlbumFormValues {
  title: TitleValues;
  /** Strings while the admin has cleared the input. */
  position: number | string;
  reward_likes: number | string;
}

function formValues(album: AdminAlbum | null, nextPosition: number): AlbumFormValues {
  if (!album) return { title: EMPTY_TITLE, position: nextPosition, reward_likes: 0 };
  return { title: { ...album.title }, position: album.position, reward_likes: album.reward_likes };
}

export interface AlbumFormProps {
  /** null: a new album. */
  album: AdminAlbum | null;
  subjectId: number;
  /** Where a new album goes unless the admin says otherwise: after the last one. */
  nextPosition: number;
  saving: boolean;
  onSave: (body: AlbumBody) => Promise<void>;
  onCancel: () => void;
}

/** An album's titles, its place in the order students open albums, and the likes its first completion gives. */
export function AlbumForm({ album, subjectId, nextPosition, saving, onSave, onCancel }: AlbumFormProps) {
  const { t } = useTranslation();
  const { inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: formValues(album, nextPosition),
    schema: albumBodySchema,
    toBody: (values: AlbumFormValues) => ({
      subject_id: subjectId,
      title: values.title,
      position: typeof values.position === 'number' ? values.position : undefined,
      reward_likes: typeof values.reward_likes === 'number' ? values.reward_likes : undefined,
    }),
  });

  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      <Stack gap="md">
        <WorldTitleFields
          inputProps={inputProps}
          titleError={errorOf('title')}
          labels={{
            'ru-RU': t('albumsAdmin.albumForm.titleRu'),
            'en-US': t('albumsAdmin.albumForm.titleEn'),
            'uk-UA': t('albumsAdmin.albumForm.titleUk'),
          }}
          columns={1}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('albumsAdmin.albumForm.position')}
            description={t('albumsAdmin.albumForm.positionHint')}
            {...inputProps('position')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
          <NumberInput
            label={t('albumsAdmin.albumForm.reward')}
            description={t('albumsAdmin.albumForm.rewardHint', { max: ALBUM_MAX_REWARD })}
            {...inputProps('reward_likes')}
            min={0}
            max={ALBUM_MAX_REWARD}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('albumsAdmin.albumForm.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('albumsAdmin.albumForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
