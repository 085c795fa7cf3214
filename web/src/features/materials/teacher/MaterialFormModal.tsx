import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import {
  LINK_MAX,
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
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
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

/** Adds or edits a library material: a file uploaded at once, or an https link. */
export function MaterialFormModal({ teacherId, material, onClose, onSaved }: MaterialFormModalProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const save = useSaveMaterial(teacherId);
  const [title, setTitle] = useState(material?.title ?? '');
  const [kind, setKind] = useState<MaterialKind>(material?.kind ?? 'file');
  const [url, setUrl] = useState(material?.url ?? '');
  const [file, setFile] = useState<PrivateFile | null>(material?.file ?? null);
  const [description, setDescription] = useState(material?.description ?? '');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localized(text) : undefined;
  };

  const upload = async (chosen: File | null) => {
    if (!chosen) return;
    setUploading(true);
    setErrors(({ file_id: _dropped, ...rest }) => rest);
    try {
      setFile(await uploadPrivateFile(chosen, () => undefined));
    } catch (cause) {
      if (isApiError(cause)) setErrors((current) => ({ ...current, file_id: cause.message }));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const parsed = materialBodySchema.safeParse({
      title,
      kind,
      description,
      ...(kind === 'link' ? { url } : { file_id: file?.id ?? null }),
    });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { materialId: material?.id ?? null, body: parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fields = apiFormErrors(error);
          if (hasFormErrors(fields)) setErrors(fields);
          else if (isApiError(error)) setErrors({ form: error.message });
        },
      },
    );
  };

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
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('materials.form.title')}
            value={title}
            maxLength={MATERIAL_TITLE_MAX}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errorOf('title')}
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
              onChange={(value) => setKind(value === 'link' ? 'link' : 'file')}
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
              value={url}
              maxLength={LINK_MAX}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={errorOf('url')}
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
            value={description}
            maxLength={MATERIAL_DESCRIPTION_MAX}
            rows={3}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errorOf('description')}
          />
          {errorOf('form') ? (
            <Text size="sm" c="red" role="alert">
              {errorOf('form')}
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
