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
import { createUserBodySchema, PASSWORD_MIN_STAFF, PASSWORD_MIN_STUDENT, ROLE, type RoleId } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
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

const INPUT_OF = {
  role_id: 'roleId',
  first_name: 'firstName',
  last_name: 'lastName',
  subject_ids: 'subjectIds',
} as const;

/** A student studies subjects; a teacher teaches them (spec §3), at least one each. */
const hasSubjects = (roleId: RoleId) => roleId === ROLE.student || roleId === ROLE.teacher;

/** Spec §5 and the server agree: students need 4 characters, staff accounts 8. */
function passwordMinimum(roleId: RoleId): number {
  return roleId === ROLE.student ? PASSWORD_MIN_STUDENT : PASSWORD_MIN_STAFF;
}

/** The role's rules, which the contract leaves to the server's service. */
function roleRules(values: FormValues) {
  return {
    ...(values.password.length < passwordMinimum(values.roleId) && { password: 'PASSWORD_TOO_SHORT' }),
    ...(hasSubjects(values.roleId) && values.subjectIds.length === 0 && { subjectIds: 'NOTHING_SELECTED' }),
  };
}

export interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
}

export function CreateUserModal({ opened, onClose }: CreateUserModalProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const createUser = useCreateUser();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: EMPTY_FORM,
    // Checks the form with the same contract the server uses, so most mistakes show before a round trip.
    schema: createUserBodySchema,
    toBody,
    inputOf: INPUT_OF,
    listInputs: ['subjectIds'],
    check: roleRules,
  });
  const values = form.values;
  // Only students and teachers need subjects, and only once the form is open.
  const subjects = useSubjects({ enabled: opened && hasSubjects(values.roleId) });

  const close = () => {
    form.reset();
    onClose();
  };

  // The main API client has already shown the failure notice; the fields say what to fix.
  const submit = onSubmit(async (body) => {
    await createUser.mutateAsync(body);
    notifySuccess(t('admin.createUser.created'));
    close();
  });

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
              onChange={(roleId) => form.setFieldValue('roleId', roleId)}
              data={ROLE_IDS.map((id) => ({ value: id, label: t(ROLE_VIEW[id].labelKey) }))}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.createUser.firstName')}
              {...inputProps('firstName')}
              withAsterisk
              data-autofocus
            />
            <TextInput label={t('admin.createUser.lastName')} {...inputProps('lastName')} withAsterisk />
            <TextInput label={t('admin.createUser.email')} type="email" {...inputProps('email')} withAsterisk />
            <TextInput
              label={t('admin.createUser.phone')}
              type="tel"
              description={t('admin.createUser.optional')}
              {...inputProps('phone')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('admin.createUser.password')}
            description={t('admin.createUser.passwordHint', { min: passwordMinimum(values.roleId) })}
            {...inputProps('password')}
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
              {...inputProps('subjectIds')}
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
