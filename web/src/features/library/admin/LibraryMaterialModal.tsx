import {
  Button,
  FileInput,
  Group,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  errorMessage,
  isErrorCode,
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_TAGS_MAX,
  LIBRARY_TITLE_MAX,
  LINK_MAX,
  type LibraryMaterial,
  libraryCreateBodySchema,
  libraryUpdateBodySchema,
  libraryUploadFieldsSchema,
  libraryVideoFieldsSchema,
} from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { UploadProgress } from '../../../ui/upload/UploadProgress.tsx';
import { useUploadProgress } from '../../../ui/upload/useUploadProgress.ts';
import { useCreateLibraryMaterial, useUpdateLibraryMaterial, useUploadLibraryMaterial } from '../library.queries.ts';
import { useReplaceLibraryFile, useUploadLibraryVideo } from '../libraryUploads.queries.ts';

/** The kinds this dialog makes; a page is made by the studio editor. */
export const DIALOG_KINDS = ['document', 'picture', 'video', 'link'] as const;
type DialogKind = (typeof DIALOG_KINDS)[number];

/** The kinds whose material is a file of its own. */
type FileKind = 'document' | 'picture' | 'video';

const ACCEPT: Record<FileKind, string> = {
  document: 'application/pdf,.pdf,.docx,.odt,.txt',
  picture: 'image/png,image/jpeg,image/webp,image/svg+xml',
  video: 'video/mp4,video/webm,.mp4,.webm',
};

/** A video plays from a YouTube or Vimeo link, or from a file uploaded here. */
type VideoSource = 'link' | 'file';

interface Values {
  kind: DialogKind;
  subject: string;
  title: string;
  description: string;
  tags: string[];
  url: string;
}

/** Error codes by the field the schema or the server names (`subject_id`, `url`, `file`…). */
type Errors = Partial<Record<string, string>>;

interface LibraryMaterialModalProps {
  /** The material being edited; null adds a new one. */
  material: LibraryMaterial | null;
  subjects: { value: string; label: string }[];
  tagOptions: string[];
  /** The subject the list is filtered by, preselected for a new material. */
  defaultSubject: string;
  onClose: () => void;
}

function firstErrors(schema: ZodType, body: unknown): Errors {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID';
  }
  return errors;
}

/**
 * Adds a document, picture, video (a link or an uploaded file) or link to the library, a file with its upload's
 * progress; or edits one, and replaces a document's, picture's or video's file.
 */
export function LibraryMaterialModal({
  material,
  subjects,
  tagOptions,
  defaultSubject,
  onClose,
}: LibraryMaterialModalProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const create = useCreateLibraryMaterial();
  const update = useUpdateLibraryMaterial();
  const upload = useUploadLibraryMaterial();
  const uploadVideo = useUploadLibraryVideo();
  const replaceFile = useReplaceLibraryFile();
  const { progress, run, cancel } = useUploadProgress();
  const editedKind = material && material.kind !== 'page' ? material.kind : null;
  const [values, setValues] = useState<Values>({
    kind: editedKind ?? 'document',
    subject: material ? String(material.subject_id) : defaultSubject,
    title: material?.title ?? '',
    description: material?.description ?? '',
    tags: material?.tags ?? [],
    url: material?.url ?? '',
  });
  const [videoSource, setVideoSource] = useState<VideoSource>(material?.video ? 'file' : 'link');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (code: string | undefined) =>
    code === undefined ? undefined : localized(errorMessage(isErrorCode(code) ? code : 'FIELD_INVALID'));
  const withFile =
    values.kind === 'document' || values.kind === 'picture' || (values.kind === 'video' && videoSource === 'file');
  /** The kind whose file the dialog offers to upload, new or in place of the material's own; null for a link. */
  const fileKind: FileKind | null =
    values.kind === 'link' || (values.kind === 'video' && videoSource === 'link' && !material) ? null : values.kind;
  const fileLabels: Record<FileKind, { label: string; hint: string }> = {
    document: { label: t('library.form.document'), hint: t('library.form.documentHint') },
    picture: { label: t('library.form.picture'), hint: t('library.form.pictureHint') },
    video: { label: t('library.form.videoFile'), hint: t('library.form.videoFileHint') },
  };
  const common = {
    subject_id: Number(values.subject) || 0,
    title: values.title,
    description: values.description,
    tags: values.tags,
  };

  const send = async () => {
    if (material) {
      // A linked video that gets a file keeps its link until the file arrives; the file then replaces it.
      const linked = material.kind === 'link' || (material.kind === 'video' && !material.video);
      const body = { ...common, url: linked ? values.url : null };
      const found = firstErrors(libraryUpdateBodySchema, body);
      if (Object.keys(found).length > 0) return setErrors(found);
      const saved = await update.mutateAsync({ id: material.id, body: libraryUpdateBodySchema.parse(body) });
      if (!file) return saved;
      return run((controls) => replaceFile.mutateAsync({ material: saved, file, ...controls }));
    }
    if (values.kind === 'video' && videoSource === 'file') {
      const found = firstErrors(libraryVideoFieldsSchema, common);
      if (!file) found.file = 'FIELD_REQUIRED';
      if (Object.keys(found).length > 0 || !file) return setErrors(found);
      const fields = libraryVideoFieldsSchema.parse(common);
      return run((controls) => uploadVideo.mutateAsync({ fields, file, ...controls }));
    }
    if (values.kind === 'document' || values.kind === 'picture') {
      const fields = { ...common, kind: values.kind };
      const found = firstErrors(libraryUploadFieldsSchema, fields);
      if (!file) found.file = 'FIELD_REQUIRED';
      if (Object.keys(found).length > 0 || !file) return setErrors(found);
      const parsed = libraryUploadFieldsSchema.parse(fields);
      return run((controls) => upload.mutateAsync({ fields: parsed, file, ...controls }));
    }
    const body = { ...common, kind: values.kind, url: values.url };
    const found = firstErrors(libraryCreateBodySchema, body);
    if (Object.keys(found).length > 0) return setErrors(found);
    return create.mutateAsync(libraryCreateBodySchema.parse(body));
  };

  const submit = async () => {
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const saved = await send();
      if (!saved) return;
      notifySuccess(t('library.form.saved', { title: saved.title }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = Object.fromEntries((error.fields ?? []).map((field) => [field.field, field.code]));
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(localized(error.message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      title={material ? t('library.form.editTitle') : t('library.form.addTitle')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {material ? null : (
            <Select
              label={t('library.form.kind')}
              data={DIALOG_KINDS.map((kind) => ({ value: kind, label: t(`library.kind.${kind}`) }))}
              value={values.kind}
              onChange={(value) => {
                const kind = DIALOG_KINDS.find((candidate) => candidate === value);
                if (kind) set('kind', kind);
                setFile(null);
              }}
              allowDeselect={false}
            />
          )}
          <Select
            label={t('library.form.subject')}
            data={subjects}
            value={values.subject || null}
            onChange={(value) => set('subject', value ?? '')}
            error={text(errors.subject_id)}
            allowDeselect={false}
            required
          />
          <TextInput
            label={t('library.form.title')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={text(errors.title)}
            maxLength={LIBRARY_TITLE_MAX}
            required
            data-autofocus
          />
          <Textarea
            label={t('library.form.description')}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={text(errors.description)}
            maxLength={LIBRARY_DESCRIPTION_MAX}
            rows={3}
          />
          <TagsInput
            label={t('library.form.tags')}
            description={t('library.form.tagsHint')}
            data={tagOptions}
            value={values.tags}
            onChange={(tags) => set('tags', tags)}
            error={text(errors.tags)}
            maxTags={LIBRARY_TAGS_MAX}
            clearable
          />
          {!material && values.kind === 'video' ? (
            <SegmentedControl
              aria-label={t('library.form.videoSource')}
              data={[
                { value: 'link', label: t('library.form.videoFromLink') },
                { value: 'file', label: t('library.form.videoFromFile') },
              ]}
              value={videoSource}
              onChange={(value) => {
                setVideoSource(value === 'file' ? 'file' : 'link');
                setFile(null);
              }}
            />
          ) : null}
          {(material ? material.kind === 'link' || (material.kind === 'video' && !material.video) : !withFile) ? (
            <TextInput
              label={
                values.kind === 'video' || material?.kind === 'video'
                  ? t('library.form.videoUrl')
                  : t('library.form.url')
              }
              description={
                values.kind === 'video' || material?.kind === 'video' ? t('library.form.videoUrlHint') : undefined
              }
              type="url"
              placeholder="https://"
              value={values.url}
              onChange={(event) => set('url', event.currentTarget.value)}
              error={text(errors.url)}
              maxLength={LINK_MAX}
              required
            />
          ) : null}
          {fileKind ? (
            <FileInput
              label={material ? t('library.form.replaceFile') : fileLabels[fileKind].label}
              description={
                material
                  ? t('library.form.replaceFileHint', { hint: fileLabels[fileKind].hint })
                  : fileLabels[fileKind].hint
              }
              accept={ACCEPT[fileKind]}
              value={file}
              onChange={setFile}
              leftSection={<IconUpload size={16} aria-hidden />}
              error={text(errors.file)}
              clearable
              required={!material}
            />
          ) : null}
          {progress === null ? null : <UploadProgress progress={progress} onCancel={cancel} />}
          {failure ? (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('library.form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('library.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
