import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type CreateUserBody,
  createUserBodySchema,
  errorMessage,
  PASSWORD_MIN_STAFF,
  PASSWORD_MIN_STUDENT,
  ROLE,
  type RoleId,
} from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors, type FormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useCreateUser } from '../users.queries.ts';
import { ROLE_IDS, ROLE_VIEW } from './roles.ts';

interface FormValues {
  roleId: RoleId;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  subjectIds: number[];
}

const EMPTY_FORM: FormValues = {
  roleId: ROLE.student,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  subjectIds: [],
};

function toBody(values: FormValues): unknown {
  return {
    role_id: values.roleId,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone.trim() ? values.phone : null,
    password: values.password,
    subject_ids: hasSubjects(values.roleId) ? values.subjectIds : undefined,
  };
}

/** A student studies subjects; a teacher teaches them (spec §3), at least one each. */
const hasSubjects = (roleId: RoleId) => roleId === ROLE.student || roleId === ROLE.teacher;

/** Spec §5 and the server agree: students need 4 characters, staff accounts 8. */
function passwordMinimum(roleId: RoleId): number {
  return roleId === ROLE.student ? PASSWORD_MIN_STUDENT : PASSWORD_MIN_STAFF;
}

/** Checks the form with the same contract the server uses, so most mistakes show before a round trip. */
function validate(values: FormValues): { body: CreateUserBody } | { errors: FormErrors } {
  const parsed = createUserBodySchema.safeParse(toBody(values));
  const errors: FormErrors = parsed.success ? {} : zodFormErrors(parsed.error);
  if (!errors.password && values.password.length < passwordMinimum(values.roleId)) {
    errors.password = errorMessage('PASSWORD_TOO_SHORT');
  }
  if (hasSubjects(values.roleId) && values.subjectIds.length === 0) {
    errors.subject_ids = errorMessage('NOTHING_SELECTED');
  }
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  return { errors };
}

export interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
}

export function CreateUserModal({ opened, onClose }: CreateUserModalProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const createUser = useCreateUser();
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  // Only students and teachers need subjects, and only once the form is open.
  const subjects = useSubjects({ enabled: opened && hasSubjects(values.roleId) });

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K], field: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localize(text) : undefined;
  };

  const close = () => {
    setValues(EMPTY_FORM);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      await createUser.mutateAsync(checked.body);
      notifySuccess(t('admin.createUser.created'));
      close();
    } catch (error) {
      // The main API client has already shown the failure notice; the fields say what to fix.
      setErrors(apiFormErrors(error));
    }
  };

  const subjectOptions = (subjects.data ?? []).map((subject) => ({
    value: subject.id,
    label: localize(subject.title),
  }));

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('admin.createUser.title')}
      size="lg"
      // Typed input is not thrown away by a stray click next to the form.
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin.createUser.role')}
            </Text>
            <SegmentedControl<RoleId>
              fullWidth
              aria-label={t('admin.createUser.role')}
              value={values.roleId}
              onChange={(roleId) => set('roleId', roleId, 'role_id')}
              data={ROLE_IDS.map((id) => ({ value: id, label: t(ROLE_VIEW[id].labelKey) }))}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.createUser.firstName')}
              value={values.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value, 'first_name')}
              error={errorOf('first_name')}
              withAsterisk
              data-autofocus
            />
            <TextInput
              label={t('admin.createUser.lastName')}
              value={values.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value, 'last_name')}
              error={errorOf('last_name')}
              withAsterisk
            />
            <TextInput
              label={t('admin.createUser.email')}
              type="email"
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value, 'email')}
              error={errorOf('email')}
              withAsterisk
            />
            <TextInput
              label={t('admin.createUser.phone')}
              type="tel"
              description={t('admin.createUser.optional')}
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value, 'phone')}
              error={errorOf('phone')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('admin.createUser.password')}
            description={t('admin.createUser.passwordHint', { min: passwordMinimum(values.roleId) })}
            value={values.password}
            onChange={(event) => set('password', event.currentTarget.value, 'password')}
            error={errorOf('password')}
            autoComplete="new-password"
            withAsterisk
          />
          {hasSubjects(values.roleId) ? (
            <MultiSelect<number>
              label={t('admin.createUser.subjects')}
              placeholder={t(
                values.roleId === ROLE.teacher
                  ? 'admin.createUser.teacherSubjectsPlaceholder'
                  : 'admin.createUser.subjectsPlaceholder',
              )}
              data={subjectOptions}
              value={values.subjectIds}
              onChange={(ids) => set('subjectIds', ids, 'subject_ids')}
              error={errorOf('subject_ids')}
              disabled={subjects.isPending}
              withAsterisk
              searchable
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('admin.createUser.cancel')}
            </Button>
            <Button type="submit" loading={createUser.isPending}>
              {t('admin.createUser.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
