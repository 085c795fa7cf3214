import { Badge, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { DistributionEntry, Group as SchoolClass } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type AttachFailure, useAttachStudents, useWaitingStudents } from '../groups.queries.ts';

export interface AddStudentsModalProps {
  teacherId: number;
  schoolClass: SchoolClass;
  opened: boolean;
  onClose: () => void;
}

function matches(entry: DistributionEntry, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || `${entry.name} ${entry.email}`.toLocaleLowerCase().includes(needle);
}

function WaitingStudent({
  entry,
  checked,
  onToggle,
}: {
  entry: DistributionEntry;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('date');
  return (
    <Checkbox
      checked={checked}
      onChange={onToggle}
      label={
        <Group gap="xs" component="span">
          <Text span fw={600} size="sm">
            {entry.name}
          </Text>
          {entry.status === 'frozen' ? (
            <Badge color="cyan" variant="light" size="sm" component="span">
              {t('teacherClasses.attach.frozen')}
            </Badge>
          ) : null}
        </Group>
      }
      description={`${entry.email} · ${t('teacherClasses.attach.since', { date: formatDate(entry.since) })}`}
    />
  );
}

/**
 * "Add students": the students waiting for a class in this class's subject (the distribution list),
 * searched and ticked, then attached one by one; whoever the server refused stays ticked with the reason.
 */
export function AddStudentsModal({ teacherId, schoolClass, opened, onClose }: AddStudentsModalProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const waiting = useWaitingStudents(teacherId, schoolClass.subject_id, opened);
  const attach = useAttachStudents(teacherId, schoolClass.id);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  const entries = waiting.data ?? [];
  const found = entries.filter((entry) => matches(entry, search));
  const allFoundChosen = found.length > 0 && found.every((entry) => chosen.has(entry.student_id));
  const someFoundChosen = found.some((entry) => chosen.has(entry.student_id));

  const toggle = (studentId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });
  const toggleFound = () =>
    setChosen((current) => {
      const next = new Set(current);
      for (const entry of found) {
        if (allFoundChosen) next.delete(entry.student_id);
        else next.add(entry.student_id);
      }
      return next;
    });

  const close = () => {
    setSearch('');
    setChosen(new Set());
    onClose();
  };

  const reportFailures = (failed: readonly AttachFailure[]) =>
    notifyError(
      t('teacherClasses.error'),
      <Stack gap={2}>
        {failed.map(({ student, error }) => (
          <Text key={student.student_id} size="sm">
            {isApiError(error) ? `${student.name}: ${localize(error.message)}` : student.name}
          </Text>
        ))}
      </Stack>,
    );

  const submit = () => {
    const students = entries.filter((entry) => chosen.has(entry.student_id));
    attach.mutate(students, {
      onSuccess: ({ added, failed }) => {
        if (added.length > 0) notifySuccess(t('teacherClasses.attach.added', { count: added.length }));
        if (failed.length === 0) {
          close();
          return;
        }
        reportFailures(failed);
        setChosen(new Set(failed.map(({ student }) => student.student_id)));
      },
    });
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('teacherClasses.attach.title', { title: schoolClass.title })}
      size="lg"
    >
      {waiting.isPending ? (
        <Spinner centered />
      ) : waiting.isError ? (
        <QueryError error={waiting.error} onRetry={() => void waiting.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('teacherClasses.attach.emptyTitle')} description={t('teacherClasses.attach.emptyText')} />
      ) : (
        <Stack gap="md">
          <TextInput
            label={t('teacherClasses.attach.search')}
            placeholder={t('teacherClasses.attach.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {found.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('teacherClasses.attach.nothingFound')}
            </Text>
          ) : (
            <>
              <Checkbox
                label={t('teacherClasses.attach.chooseAll', { n: found.length })}
                checked={allFoundChosen}
                indeterminate={someFoundChosen && !allFoundChosen}
                onChange={toggleFound}
                fw={500}
              />
              <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
                <Stack gap="sm" pl="md">
                  {found.map((entry) => (
                    <WaitingStudent
                      key={entry.student_id}
                      entry={entry}
                      checked={chosen.has(entry.student_id)}
                      onToggle={() => toggle(entry.student_id)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('teacherClasses.form.cancel')}
            </Button>
            <Button
              leftSection={<IconUserPlus size={18} />}
              onClick={submit}
              disabled={chosen.size === 0}
              loading={attach.isPending}
            >
              {t('teacherClasses.attach.submit', { n: chosen.size })}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
