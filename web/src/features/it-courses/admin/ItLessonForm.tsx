import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  IT_LESSON_TYPES,
  IT_LINK_MAX,
  IT_TITLE_MAX,
  type ItCourse,
  type ItLesson,
  type ItLessonContent,
  type ItLessonType,
  itLessonBodySchema,
} from '@umka/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

const ItLessonEditor = lazy(() =>
  import('./ItLessonEditor.tsx').then((module) => ({ default: module.ItLessonEditor })),
);

interface LessonFormValues {
  block_id: string | null;
  type: ItLessonType;
  title: string;
  text: string;
  link: string;
}

function initialValues(lesson: ItLesson | undefined, blockId: number | undefined): LessonFormValues {
  return lesson
    ? {
        block_id: String(lesson.block_id),
        type: lesson.type,
        title: lesson.title,
        text: lesson.text,
        link: lesson.link ?? '',
      }
    : { block_id: blockId === undefined ? null : String(blockId), type: 'text', title: '', text: '', link: '' };
}

export interface ItLessonFormProps {
  courses: readonly ItCourse[];
  /** The lesson being edited; a new one without it. */
  lesson?: ItLesson;
  /** Where a new lesson goes unless the admin picks another block. */
  blockId?: number;
  saving: boolean;
  onSave: (body: ItLessonContent) => Promise<unknown>;
}

/** A lesson's block, type, title, text with code blocks and link (spec §3 IT lesson). */
export function ItLessonForm({ courses, lesson, blockId, saving, onSave }: ItLessonFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initialValues(lesson, blockId),
    schema: itLessonBodySchema,
    toBody: (values: LessonFormValues) => ({
      ...values,
      block_id: values.block_id === null ? undefined : Number(values.block_id),
      link: values.link.trim() === '' ? null : values.link,
    }),
    pickers: ['block_id'],
  });
  const type = form.values.type;
  const blocks = courses
    .filter((course) => course.blocks.length > 0)
    .map((course) => ({
      group: course.title,
      items: course.blocks.map((block) => ({ value: String(block.id), label: `${block.number}. ${block.title}` })),
    }));

  return (
    <form
      onSubmit={onSubmit(onSave, () => undefined)}
      noValidate
      aria-label={t(lesson ? 'itCourses.admin.editLessonTitle' : 'itCourses.admin.newLessonTitle')}
    >
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Select
            label={t('itCourses.admin.blockField')}
            required
            searchable
            data={blocks}
            nothingFoundMessage={t('itCourses.admin.noBlocks')}
            {...inputProps('block_id')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="it-lesson-type-label">
              {t('itCourses.admin.typeField')}
            </Text>
            <SegmentedControl
              aria-labelledby="it-lesson-type-label"
              data={IT_LESSON_TYPES.map((value) => ({ value, label: t(`itCourses.types.${value}`) }))}
              {...form.getInputProps('type')}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="xs" c="dimmed">
              {t(`itCourses.admin.typeHint.${type}`)}
            </Text>
          </Stack>
          <TextInput
            label={t('itCourses.admin.titleField')}
            required
            maxLength={IT_TITLE_MAX}
            {...inputProps('title')}
          />
          <TextInput
            label={t(type === 'video' ? 'itCourses.admin.videoLinkField' : 'itCourses.admin.linkField')}
            description={t(type === 'video' ? 'itCourses.admin.videoLinkHint' : 'itCourses.admin.linkHint')}
            required={type === 'video' || type === 'link'}
            type="url"
            maxLength={IT_LINK_MAX}
            placeholder="https://"
            {...inputProps('link')}
          />
          <Suspense fallback={<Spinner centered />}>
            <ItLessonEditor
              id="it-lesson-text"
              label={t(type === 'task' ? 'itCourses.admin.statementField' : 'itCourses.admin.textField')}
              required={type === 'text' || type === 'task'}
              value={form.values.text}
              onChange={(html) => form.setFieldValue('text', html)}
              error={errorOf('text')}
            />
          </Suspense>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
              {t(lesson ? 'itCourses.admin.saveLesson' : 'itCourses.admin.createLesson')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
