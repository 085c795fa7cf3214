import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceFloppy, IconUserPlus } from '@tabler/icons-react';
import {
  ATTENDANCES,
  type Attendance,
  DIARY_COMMENT_MAX,
  DIARY_MARKS,
  DIARY_TOPIC_MAX,
  type DiaryEntry,
  diaryEntryUpdateSchema,
  type GroupStudent,
  markAllowed,
} from '@umka/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { useNotifyClassError } from '../../groups/index.ts';
import { useSaveLesson } from '../diaries.queries.ts';
import { todayLocal } from '../lessonDate.ts';
import { type DraftRow, draftOf, type LessonDraft, missingStudents, newDraft, toLessonBody } from './lessonDraft.ts';

export interface LessonEditorProps {
  classId: number;
  roster: readonly GroupStudent[];
  /** The lesson being edited; null writes a new one. */
  entry: DiaryEntry | null;
  onClose(): void;
}

const NO_MARK = '';

/** The path of the first error of one row (`rows.3.mark`), which shows under the row's comment. */
function rowErrorPath(errorPaths: readonly string[], index: number) {
  const prefix = `rows.${index}.`;
  return errorPaths.find((path) => path.startsWith(prefix));
}

function LessonRow({
  row,
  error,
  onChange,
}: {
  row: DraftRow;
  error: string | undefined;
  onChange(patch: Partial<DraftRow>): void;
}) {
  const { t } = useTranslation();
  const canMark = markAllowed(row.attendance);
  // Digits give a mark straight from the keyboard; 0 or Delete takes it back.
  const onMarkKey = (event: KeyboardEvent) => {
    if (/^[1-5]$/.test(event.key)) onChange({ mark: Number(event.key) });
    else if (['0', 'Delete', 'Backspace'].includes(event.key)) onChange({ mark: null });
    else return;
    event.preventDefault();
  };
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {row.name}
      </Table.Th>
      <Table.Td>
        <SegmentedControl
          size="xs"
          aria-label={t('diaries.editor.attendanceOf', { name: row.name })}
          value={row.attendance}
          onChange={(value) => {
            const attendance = value as Attendance;
            onChange(markAllowed(attendance) ? { attendance } : { attendance, mark: null });
          }}
          data={ATTENDANCES.map((value) => ({ value, label: t(`diaries.attendance.${value}`) }))}
        />
      </Table.Td>
      <Table.Td>
        <SegmentedControl
          size="xs"
          aria-label={t('diaries.editor.markOf', { name: row.name })}
          disabled={!canMark}
          value={row.mark === null ? NO_MARK : String(row.mark)}
          onChange={(value) => onChange({ mark: value === NO_MARK ? null : Number(value) })}
          onKeyDown={onMarkKey}
          data={[
            {
              value: NO_MARK,
              label: (
                <>
                  <span aria-hidden>—</span>
                  <VisuallyHidden>{t('diaries.editor.noMark')}</VisuallyHidden>
                </>
              ),
            },
            ...DIARY_MARKS.map((mark) => ({ value: String(mark), label: String(mark) })),
          ]}
        />
      </Table.Td>
      <Table.Td miw={180}>
        <TextInput
          size="xs"
          aria-label={t('diaries.editor.commentOf', { name: row.name })}
          value={row.comment}
          maxLength={DIARY_COMMENT_MAX}
          onChange={(event) => onChange({ comment: event.currentTarget.value })}
          error={error}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One screen for one lesson: the date, the topic and the class as rows. Tab walks the rows, arrows change
 * attendance, digits give marks, Enter saves: a class of fifteen is written without the mouse in a minute.
 */
export function LessonEditor({ classId, roster, entry, onClose }: LessonEditorProps) {
  const { t } = useTranslation();
  const save = useSaveLesson(classId);
  const notifyError = useNotifyClassError();
  const [initial] = useState<LessonDraft>(() => (entry ? draftOf(entry) : newDraft(roster, todayLocal())));
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: diaryEntryUpdateSchema,
    toBody: toLessonBody,
  });
  const draft = form.values;
  // A ref, so the navigation guard sees the latest draft and lets the page go once it is saved.
  const unsaved = useRef(false);
  unsaved.current = !save.isSuccess && form.isDirty();
  const missing = missingStudents(draft, roster);
  const errorPaths = Object.keys(form.errors);

  const changeRow = (index: number, patch: Partial<DraftRow>) => {
    const row = draft.rows[index];
    if (row) form.setFieldValue(`rows.${index}`, { ...row, ...patch });
  };

  const addStudent = (student: GroupStudent) =>
    form.insertListItem('rows', {
      student_id: student.id,
      name: student.name,
      attendance: 'present',
      mark: null,
      comment: '',
    } satisfies DraftRow);

  // The notice comes with every failure; the refused fields also show under their inputs.
  const submit = onSubmit(async (body) => {
    try {
      await save.mutateAsync({ entryId: entry?.id ?? null, body });
    } catch (error) {
      notifyError(error);
      throw error;
    }
    unsaved.current = false;
    notifySuccess(t('diaries.editor.saved'));
    onClose();
  });

  const cancel = async () => {
    const discard =
      !unsaved.current ||
      (await confirmAction({
        title: t('diaries.editor.discardTitle'),
        message: t('diaries.editor.unsaved'),
        confirmLabel: t('diaries.editor.discard'),
        cancelLabel: t('diaries.editor.keepEditing'),
        danger: true,
      }));
    if (discard) onClose();
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard shouldBlock={() => unsaved.current} message={t('diaries.editor.unsaved')} />
      <Stack gap="md">
        <Title order={2} size="h4">
          {entry ? t('diaries.editor.editTitle') : t('diaries.editor.newTitle')}
        </Title>
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput type="date" label={t('diaries.editor.date')} required {...inputProps('date')} />
          <TextInput
            label={t('diaries.editor.topic')}
            placeholder={t('diaries.editor.topicPlaceholder')}
            required
            autoFocus
            maxLength={DIARY_TOPIC_MAX}
            style={{ flex: 1, minWidth: 220 }}
            {...inputProps('topic')}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('diaries.editor.hint')}
        </Text>
        {draft.rows.length === 0 ? (
          <Text>{t('diaries.editor.noStudents')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('diaries.table.student')}</Table.Th>
                  <Table.Th>{t('diaries.table.attendance')}</Table.Th>
                  <Table.Th>{t('diaries.table.mark')}</Table.Th>
                  <Table.Th>{t('diaries.table.comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.rows.map((row, index) => {
                  const errorPath = rowErrorPath(errorPaths, index);
                  return (
                    <LessonRow
                      key={row.student_id}
                      row={row}
                      error={errorPath ? errorOf(errorPath) : undefined}
                      onChange={(patch) => changeRow(index, patch)}
                    />
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {missing.length > 0 ? (
          <Group gap="xs">
            <Text size="sm">{t('diaries.editor.missing')}</Text>
            {missing.map((student) => (
              <Button
                key={student.id}
                size="compact-sm"
                variant="light"
                leftSection={<IconUserPlus size={14} />}
                onClick={() => addStudent(student)}
              >
                {t('diaries.editor.add', { name: student.name })}
              </Button>
            ))}
          </Group>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => void cancel()}>
            {t('diaries.editor.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
            {t('diaries.editor.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
