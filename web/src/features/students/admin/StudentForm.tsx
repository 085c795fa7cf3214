import { Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AdminStudentCreateBody,
  type AdminStudentDetail,
  adminStudentCreateBodySchema,
  PASSWORD_MIN_STUDENT,
} from '@umka/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useSubjects } from '../../subjects/index.ts';
import { StudentSubjectRows } from './StudentSubjectRows.tsx';
import { bodyOfForm, EMPTY_STUDENT_FORM, formOfStudent, timeZones } from './studentForm.ts';

export interface StudentFormProps {
  /** The saved student; none on the create page. */
  student?: AdminStudentDetail;
  saving: boolean;
  onSave: (body: AdminStudentCreateBody) => Promise<unknown>;
}

/** Spec §3 "Student fields in the admin form": names, contacts, timezone, birth date, password and subject rows. */
export function StudentForm({ student, saving, onSave }: StudentFormProps) {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const zones = useMemo(timeZones, []);
  const { form, inputProps, onSubmit, errorOf } = useSchemaForm({
    initialValues: student ? formOfStudent(student) : EMPTY_STUDENT_FORM,
    schema: adminStudentCreateBodySchema,
    toBody: bodyOfForm,
    pickers: ['timezone'],
  });
  const submit = onSubmit(async (body) => {
    await onSave(body);
    // Saved, the typed password is gone from the page; blank again keeps it (spec §5), or on create generates one.
    form.setFieldValue('password', '');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('adminStudents.form.firstName')} {...inputProps('first_name')} withAsterisk />
            <TextInput label={t('adminStudents.form.lastName')} {...inputProps('last_name')} withAsterisk />
            <TextInput label={t('adminStudents.form.email')} type="email" {...inputProps('email')} withAsterisk />
            <TextInput label={t('adminStudents.form.phone')} type="tel" {...inputProps('phone')} />
            <Select
              label={t('adminStudents.form.timezone')}
              placeholder={t('adminStudents.form.timezonePlaceholder')}
              data={zones}
              {...inputProps('timezone')}
              searchable
              clearable
              limit={50}
            />
            <TextInput label={t('adminStudents.form.birthDate')} type="date" {...inputProps('birth_date')} />
            <PasswordInput
              label={t('adminStudents.form.password')}
              description={t(student ? 'adminStudents.form.passwordKeep' : 'adminStudents.form.passwordNew', {
                min: PASSWORD_MIN_STUDENT,
              })}
              {...inputProps('password')}
              autoComplete="new-password"
            />
          </SimpleGrid>
        </Card>
        <StudentSubjectRows
          rows={form.values.subjects}
          onChange={(rows) => form.setFieldValue('subjects', rows)}
          subjects={subjects.data ?? []}
          saved={student?.subjects ?? []}
          errorOf={errorOf}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t(student ? 'adminStudents.form.save' : 'adminStudents.form.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
