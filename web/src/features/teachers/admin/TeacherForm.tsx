import { Button, Group, MultiSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AdminTeacher,
  type CreateTeacherBody,
  createTeacherBodySchema,
  PASSWORD_MIN_STAFF,
  type UpdateTeacherBody,
  updateTeacherBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubjects } from '../../subjects/index.ts';

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  subjectIds: number[];
}

const INPUT_OF = { first_name: 'firstName', last_name: 'lastName', subject_ids: 'subjectIds' } as const;

function valuesOf(teacher: AdminTeacher | null): FormValues {
  return {
    firstName: teacher?.first_name ?? '',
    lastName: teacher?.last_name ?? '',
    email: teacher?.email ?? '',
    phone: teacher?.phone ?? '',
    password: '',
    subjectIds: teacher?.subject_ids ?? [],
  };
}

function toBody(values: FormValues) {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    password: values.password,
    subject_ids: values.subjectIds,
  };
}

/** The staff password length, which the contract leaves to the server; blank is kept on edit, generated on create. */
const passwordRule = (values: FormValues) =>
  values.password !== '' && values.password.length < PASSWORD_MIN_STAFF ? { password: 'PASSWORD_TOO_SHORT' } : {};

export type TeacherFormProps =
  | { teacher: null; pending: boolean; onSubmit: (body: CreateTeacherBody) => Promise<unknown>; onCancel: () => void }
  | {
      teacher: AdminTeacher;
      pending: boolean;
      onSubmit: (body: UpdateTeacherBody) => Promise<unknown>;
      onCancel: () => void;
    };

/** The spec §3 teacher form: names, phone, email, password and subjects; the same fields create and edit. */
export function TeacherForm(props: TeacherFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const creating = props.teacher === null;
  const subjects = useSubjects();
  const { inputProps, onSubmit } = useSchemaForm<FormValues, CreateTeacherBody | UpdateTeacherBody>({
    initialValues: valuesOf(props.teacher),
    // The contract the server checks with, so most mistakes show before a round trip.
    schema: creating ? createTeacherBodySchema : updateTeacherBodySchema,
    toBody,
    inputOf: INPUT_OF,
    listInputs: ['subjectIds'],
    check: passwordRule,
  });
  const submit = onSubmit((body) =>
    // The union of props keeps create and edit apart; the body came from the matching schema.
    props.teacher === null ? props.onSubmit(body as CreateTeacherBody) : props.onSubmit(body as UpdateTeacherBody),
  );
  const subjectOptions = (subjects.data ?? []).map((subject) => ({
    value: subject.id,
    label: localize(subject.title),
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('adminTeachers.form.firstName')} {...inputProps('firstName')} withAsterisk />
          <TextInput label={t('adminTeachers.form.lastName')} {...inputProps('lastName')} withAsterisk />
          <TextInput label={t('adminTeachers.form.email')} type="email" {...inputProps('email')} withAsterisk />
          <TextInput label={t('adminTeachers.form.phone')} type="tel" {...inputProps('phone')} withAsterisk />
        </SimpleGrid>
        <PasswordInput
          label={t('adminTeachers.form.password')}
          description={t(creating ? 'adminTeachers.form.passwordGenerateHint' : 'adminTeachers.form.passwordKeepHint', {
            min: PASSWORD_MIN_STAFF,
          })}
          {...inputProps('password')}
          autoComplete="new-password"
        />
        <MultiSelect<number>
          label={t('adminTeachers.form.subjects')}
          placeholder={t('adminTeachers.form.subjectsPlaceholder')}
          data={subjectOptions}
          {...inputProps('subjectIds')}
          disabled={subjects.isPending}
          withAsterisk
          searchable
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('adminTeachers.form.cancel')}
          </Button>
          <Button type="submit" loading={props.pending}>
            {t(creating ? 'adminTeachers.form.create' : 'adminTeachers.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
