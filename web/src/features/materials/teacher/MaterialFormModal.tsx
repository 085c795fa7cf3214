import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import {
  LINK_MAX,
  type LocalizedText,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_TITLE_MAX,
  type Material,
  type MaterialKind,
  materialBodySchema,
  type PrivateFile,
} from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { FileDownloadButton, uploadPrivateFile } from '../../files/index.ts';
import { useSaveMaterial } from '../materials.queries.ts';

interface MaterialFormModalProps {
  teacherId: number;
  /** The material being edited; null adds a new one. */
  material: Material | null;
  onClose: () => void;
  onSaved: (material: Material) => void;
}

interface MaterialFormValues {
  title: string;
  kind: MaterialKind;
  url: string;
  file: PrivateFile | null;
  description: string;
}

/** Adds or edits a library material: a file uploaded at once, or an https link. */
export function MaterialFormModal({ teacherId, material, onClose, onSaved }: MaterialFormModalProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const save = useSaveMaterial(teacherId);
  const initialValues: MaterialFormValues = {
    title: material?.title ?? '',
    kind: material?.kind ?? 'file',
    url: material?.url ?? '',
    file: material?.file ?? null,
    description: material?.description ?? '',
  };
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues,
    schema: materialBodySchema,
    toBody: ({ title, kind, url, file, description }) => ({
      title,
      kind,
      description,
      ...(kind === 'link' ? { url } : { file_id: file?.id ?? null }),
    }),
  });
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<LocalizedText | null>(null);
  const { kind, file } = form.values;

  const upload = async (chosen: File | null) => {
    if (!chosen) return;
    setUploading(true);
    form.clearFieldError('file_id');
    try {
      form.setFieldValue('file', await uploadPrivateFile(chosen, () => undefined));
    } catch (cause) {
      if (isApiError(cause)) form.setFieldError('file_id', cause.code);
    } finally {
      setUploading(false);
    }
  };

  const submit = onSubmit(
    async (body) => onSaved(await save.mutateAsync({ materialId: material?.id ?? null, body })),
    (error) => {
      if (isApiError(error)) setFailure(error.message);
    },
  );

  return (
    <AppModal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      title={material ? t('materials.form.editTitle') : t('materials.form.addTitle')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          submit(event);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('materials.form.title')}
            {...inputProps('title')}
            maxLength={MATERIAL_TITLE_MAX}
            required
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="material-kind-label">
              {t('materials.form.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="material-kind-label"
              value={kind}
              onChange={(value) => form.setFieldValue('kind', value === 'link' ? 'link' : 'file')}
              data={[
                { value: 'file', label: t('materials.kind.file') },
                { value: 'link', label: t('materials.kind.link') },
              ]}
            />
          </Stack>
          {kind === 'link' ? (
            <TextInput
              label={t('materials.form.url')}
              description={t('materials.form.urlHint')}
              type="url"
              placeholder="https://"
              {...inputProps('url')}
              maxLength={LINK_MAX}
              required
            />
          ) : (
            <Stack gap={4}>
              <Group gap="xs">
                {file ? <FileDownloadButton file={file} /> : null}
                <FileButton onChange={(chosen) => void upload(chosen)}>
                  {(props) => (
                    <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} loading={uploading}>
                      {file ? t('materials.form.replaceFile') : t('materials.form.chooseFile')}
                    </Button>
                  )}
                </FileButton>
              </Group>
              <Text size="xs" c="dimmed">
                {t('materials.form.fileHint')}
              </Text>
              {errorOf('file_id') ? (
                <Text size="sm" c="red" role="alert">
                  {errorOf('file_id')}
                </Text>
              ) : null}
            </Stack>
          )}
          <Textarea
            label={t('materials.form.description')}
            {...inputProps('description')}
            maxLength={MATERIAL_DESCRIPTION_MAX}
            rows={3}
          />
          {failure ? (
            <Text size="sm" c="red" role="alert">
              {localized(failure)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('materials.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              {t('materials.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
