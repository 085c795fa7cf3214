import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
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
import type { CourseAuthoring } from '../courseAuthoring.ts';

const LessonEditor = lazy(() => import('./LessonEditor.tsx').then((module) => ({ default: module.LessonEditor })));

interface LessonFormValues {
  block_id: string | null;
  type: ItLessonType;
  title: string;
  text: string;
  link: string;
}

function initialValues(
  lesson: ItLesson | undefined,
  blockId: number | undefined,
  firstType: ItLessonType,
): LessonFormValues {
  return lesson
    ? {
        block_id: String(lesson.block_id),
        type: lesson.type,
        title: lesson.title,
        text: lesson.text,
        link: lesson.link ?? '',
      }
    : { block_id: blockId === undefined ? null : String(blockId), type: firstType, title: '', text: '', link: '' };
}

export interface LessonFormProps {
  authoring: CourseAuthoring;
  courses: readonly ItCourse[];
  /** The lesson being edited; a new one without it. */
  lesson?: ItLesson;
  /** Where a new lesson goes unless the admin picks another block. */
  blockId?: number;
  saving: boolean;
  onSave: (body: ItLessonContent) => Promise<unknown>;
}

/** A lesson's block, type, title, text and link (spec §3 IT lesson), of the types its direction has. */
export function LessonForm({ authoring, courses, lesson, blockId, saving, onSave }: LessonFormProps) {
  const { t } = useTranslation();
  const { texts, lessonTypes } = authoring;
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initialValues(lesson, blockId, lessonTypes[0] ?? 'text'),
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
      aria-label={t(`${texts}.${lesson ? 'editLessonTitle' : 'newLessonTitle'}`)}
    >
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Select
            label={t(`${texts}.blockField`)}
            required
            searchable
            data={blocks}
            nothingFoundMessage={t(`${texts}.noBlocks`)}
            {...inputProps('block_id')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="lesson-type-label">
              {t(`${texts}.typeField`)}
            </Text>
            <SegmentedControl
              aria-labelledby="lesson-type-label"
              data={lessonTypes.map((value) => ({ value, label: t(`itCourses.types.${value}`) }))}
              {...form.getInputProps('type')}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="xs" c="dimmed">
              {t(`${texts}.typeHint.${type}`)}
            </Text>
          </Stack>
          <TextInput label={t(`${texts}.titleField`)} required maxLength={IT_TITLE_MAX} {...inputProps('title')} />
          <TextInput
            label={t(`${texts}.${type === 'video' ? 'videoLinkField' : 'linkField'}`)}
            description={t(`${texts}.${type === 'video' ? 'videoLinkHint' : 'linkHint'}`)}
            required={type === 'video' || type === 'link'}
            type="url"
            maxLength={IT_LINK_MAX}
            placeholder="https://"
            {...inputProps('link')}
          />
          <Suspense fallback={<Spinner centered />}>
            <LessonEditor
              id="lesson-text"
              label={t(`${texts}.${type === 'task' ? 'statementField' : 'textField'}`)}
              required={type === 'text' || type === 'task'}
              value={form.values.text}
              onChange={(html) => form.setFieldValue('text', html)}
              error={errorOf('text')}
              codeLanguages={authoring.codeLanguages}
            />
          </Suspense>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
              {t(`${texts}.${lesson ? 'saveLesson' : 'createLesson'}`)}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
