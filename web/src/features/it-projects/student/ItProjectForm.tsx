import { ActionIcon, Button, FileInput, Group, Image, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSend, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  IT_PROJECT_MAX_SCREENSHOTS,
  type ItProjectBody,
  type ItProjectDetail,
  itProjectBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { useItCategories } from '../itProjects.queries.ts';
import { SCREENSHOT_ACCEPT, SCREENSHOT_MAX_MB, screenshotRefusal } from './projectFiles.ts';

interface FormValues {
  title: string;
  title_justification: string;
  stages: string;
  difficulties: string;
  reason: string;
  category_id: string | null;
  link: string;
  files: File[];
  /** The screenshots an edit keeps. */
  keep: number[];
}

export interface ItProjectFormProps {
  /** The project being edited; none for a new one. */
  project?: ItProjectDetail;
  saving: boolean;
  onSave: (body: ItProjectBody, files: File[], keep: number[]) => Promise<unknown>;
  onCancel: () => void;
}

const valuesOf = (project: ItProjectDetail | undefined): FormValues => ({
  title: project?.title ?? '',
  title_justification: project?.title_justification ?? '',
  stages: project?.stages ?? '',
  difficulties: project?.difficulties ?? '',
  reason: project?.reason ?? '',
  category_id: project ? String(project.category.id) : null,
  link: project?.link ?? '',
  files: [],
  keep: project?.screenshots.map((shot) => shot.id) ?? [],
});

/** Everything spec §3 asks of a project, its category, and its screenshots or a link; each error under its field. */
export function ItProjectForm({ project, saving, onSave, onCancel }: ItProjectFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const categories = useItCategories();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: valuesOf(project),
    schema: itProjectBodySchema,
    toBody: (values: FormValues) => ({
      title: values.title,
      title_justification: values.title_justification,
      stages: values.stages,
      difficulties: values.difficulties,
      reason: values.reason,
      category_id: values.category_id === null ? undefined : Number(values.category_id),
      link: values.link.trim() === '' ? null : values.link,
    }),
    // The server names the screenshots `screenshots` (and each `screenshots.N`): they show under the file input.
    inputOf: { screenshots: 'files', keep_screenshot_ids: 'files' },
    listInputs: ['files'],
    pickers: ['category_id'],
    check: (values) => {
      const refused = values.files.map(screenshotRefusal).find((code) => code !== null);
      if (refused) return { files: refused };
      if (values.files.length + values.keep.length > IT_PROJECT_MAX_SCREENSHOTS)
        return { files: 'IT_PROJECT_TOO_MANY_SCREENSHOTS' };
      if (values.files.length + values.keep.length === 0 && values.link.trim() === '')
        return { files: 'IT_PROJECT_SHOWCASE_REQUIRED' };
      return {};
    },
  });
  const kept = project?.screenshots.filter((shot) => form.values.keep.includes(shot.id)) ?? [];

  // A refused upload (too large) names no field of the JSON part: it shows under the file input.
  const onError = (error: unknown) => {
    if (isApiError(error)) form.setFieldError('files', error.code);
  };

  return (
    <form onSubmit={onSubmit((body, values) => onSave(body, values.files, values.keep), onError)} noValidate>
      <Stack gap="sm">
        <TextInput label={t('itProjects.form.title')} withAsterisk {...inputProps('title')} />
        <Textarea
          label={t('itProjects.form.titleJustification')}
          rows={2}
          withAsterisk
          {...inputProps('title_justification')}
        />
        <Select
          label={t('itProjects.form.category')}
          placeholder={t('itProjects.form.categoryPlaceholder')}
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: localize(category.title),
          }))}
          withAsterisk
          allowDeselect={false}
          {...inputProps('category_id')}
        />
        <Textarea
          label={t('itProjects.form.stages')}
          description={t('itProjects.form.stagesHint')}
          rows={3}
          withAsterisk
          {...inputProps('stages')}
        />
        <Textarea
          label={t('itProjects.form.difficulties')}
          description={t('itProjects.form.difficultiesHint')}
          rows={2}
          withAsterisk
          {...inputProps('difficulties')}
        />
        <Textarea label={t('itProjects.form.reason')} rows={2} withAsterisk {...inputProps('reason')} />
        <TextInput
          label={t('itProjects.form.link')}
          description={t('itProjects.form.linkHint')}
          type="url"
          {...inputProps('link')}
        />
        {kept.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('itProjects.form.keptShots')}
            </Text>
            <Group gap="xs">
              {kept.map((shot, index) => (
                <Stack key={shot.id} gap={2} align="center">
                  <Image src={shot.url} alt="" w={96} h={54} radius="sm" fit="cover" />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('itProjects.form.removeShot', { number: index + 1 })}
                    onClick={() =>
                      form.setFieldValue(
                        'keep',
                        form.values.keep.filter((id) => id !== shot.id),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Stack>
              ))}
            </Group>
          </Stack>
        ) : null}
        <FileInput
          label={t('itProjects.form.screenshots')}
          description={t('itProjects.form.screenshotsHint', {
            count: IT_PROJECT_MAX_SCREENSHOTS,
            size: SCREENSHOT_MAX_MB,
          })}
          accept={SCREENSHOT_ACCEPT}
          multiple
          clearable
          leftSection={<IconUpload size={16} />}
          {...inputProps('files')}
        />
        {errorOf('files') ? null : (
          <Text size="xs" c="dimmed">
            {t('itProjects.form.showcaseHint')}
          </Text>
        )}
        {project ? (
          <Text size="sm" c="dimmed">
            {t('itProjects.form.recheckNote')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('itProjects.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconSend size={18} />}>
            {t(project ? 'itProjects.form.save' : 'itProjects.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
