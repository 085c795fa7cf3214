import { Button, FileInput, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { IconDeviceFloppy, IconScissors, IconUpload } from '@tabler/icons-react';
import {
  type AdminPicture,
  type ErrorCode,
  MEDIA_MAX_BYTES,
  type PictureBody,
  pictureBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { EMPTY_TITLE, type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';

/** What the server takes; it checks the content again, this only spares a pointless upload. */
const ACCEPT = '.png,.webp,.svg,image/png,image/webp,image/svg+xml';
const ALLOWED_NAME = /\.(png|webp|svg)$/i;
const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

interface PictureFormValues {
  title: TitleValues;
  is_legendary: boolean;
  /** '' for a new picture: the server puts it last. */
  position: number | string;
  file: File | null;
}

function fileRefusal(file: File | null, required: boolean): ErrorCode | null {
  if (!file) return required ? 'FIELD_REQUIRED' : null;
  if (!ALLOWED_NAME.test(file.name)) return 'IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > MEDIA_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

export interface PictureFormProps {
  /** null: a new picture, whose file is required. */
  picture: AdminPicture | null;
  saving: boolean;
  /** The file is null when an edited picture keeps its image. */
  onSave: (body: PictureBody, file: File | null) => Promise<void>;
  onCancel: () => void;
}

/** A picture's titles, whether it is legendary, its order and its image, which the server cuts into ten puzzles. */
export function PictureForm({ picture, saving, onSave, onCancel }: PictureFormProps) {
  const { t } = useTranslation();
  const creating = picture === null;
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: {
      title: picture ? { ...picture.title } : EMPTY_TITLE,
      is_legendary: picture?.is_legendary ?? false,
      position: picture?.position ?? '',
      file: null,
    } as PictureFormValues,
    schema: pictureBodySchema,
    toBody: (values: PictureFormValues) => ({
      title: values.title,
      is_legendary: values.is_legendary,
      position: typeof values.position === 'number' ? values.position : undefined,
    }),
    check: (values) => {
      const refused = fileRefusal(values.file, creating);
      return refused ? { file: refused } : {};
    },
  });

  // A refused image (its kind, its size) is no field of the JSON part: it shows under the file input.
  const onError = (error: unknown) => {
    if (isApiError(error)) form.setFieldError('file', error.code);
  };

  return (
    <form onSubmit={onSubmit((body, values) => onSave(body, values.file), onError)} noValidate>
      <Stack gap="md">
        <WorldTitleFields
          inputProps={inputProps}
          titleError={errorOf('title')}
          labels={{
            'ru-RU': t('albumsAdmin.picture.titleRu'),
            'en-US': t('albumsAdmin.picture.titleEn'),
            'uk-UA': t('albumsAdmin.picture.titleUk'),
          }}
          columns={1}
        />
        <FileInput
          label={t(creating ? 'albumsAdmin.picture.file' : 'albumsAdmin.picture.replaceFile')}
          description={
            creating ? t('albumsAdmin.picture.fileHint', { size: MEDIA_MAX_MB }) : t('albumsAdmin.picture.replaceHint')
          }
          accept={ACCEPT}
          leftSection={<IconUpload size={16} />}
          clearable
          withAsterisk={creating}
          {...inputProps('file')}
        />
        <Switch
          label={t('albumsAdmin.picture.legendary')}
          description={t('albumsAdmin.picture.legendaryHint')}
          {...inputProps('is_legendary', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('albumsAdmin.picture.position')}
          {...inputProps('position')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('albumsAdmin.picture.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={creating ? <IconScissors size={18} /> : <IconDeviceFloppy size={18} />}
          >
            {t(creating ? 'albumsAdmin.picture.upload' : 'albumsAdmin.picture.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
