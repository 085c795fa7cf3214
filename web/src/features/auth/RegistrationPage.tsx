import '../../app/allStyles.ts';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { authApi, PASSWORD_MIN_STUDENT, registerBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { silentApi } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms.ts';
import { currentLocale, localize } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AuthCard } from './AuthCard.tsx';
import { SubjectChoice } from './SubjectChoice.tsx';

interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  subject_ids: number[];
}

const EMPTY: RegistrationValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  subject_ids: [],
};

/** /registration (spec §2): success and failure both as notices; failure falls back to 'Что-то пошло не так'. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: registerBodySchema,
    toBody: (values) => ({ ...values, phone: values.phone.trim() || null, locale: currentLocale() }),
    listInputs: ['subject_ids'],
    // Self-registration makes a student, so the student password rule (spec §5: at least 4) applies here.
    check: ({ password }) => (password.length < PASSWORD_MIN_STUDENT ? { password: 'PASSWORD_TOO_SHORT' } : {}),
  });

  const field = (name: Exclude<keyof RegistrationValues, 'subject_ids'>) => ({
    ...inputProps(name),
    size: 'md' as const,
  });

  // The notice comes with every failure; it gives the server's reason only when no field shows it.
  const submit = onSubmit(async (body) => {
    try {
      await silentApi.call(authApi.register, { body });
    } catch (error) {
      const serverText = isApiError(error) && error.status > 0 && Object.keys(serverFieldErrors(error)).length === 0;
      notifyError(t('auth.registrationFailed'), serverText ? localize(error.message) : undefined);
      throw error;
    }
    notifySuccess(t('auth.registrationDone'));
    navigate('/login', { replace: true });
  });

  return (
    <AuthCard title={t('auth.registrationTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label={t('auth.firstName')} autoComplete="given-name" withAsterisk {...field('first_name')} />
            <TextInput label={t('auth.lastName')} autoComplete="family-name" withAsterisk {...field('last_name')} />
          </Group>
          <TextInput label={t('auth.email')} type="email" autoComplete="email" withAsterisk {...field('email')} />
          <TextInput
            label={t('auth.phone')}
            description={t('auth.phoneOptional')}
            type="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <PasswordInput label={t('auth.password')} autoComplete="new-password" withAsterisk {...field('password')} />
          <SubjectChoice
            value={form.values.subject_ids}
            onChange={(subject_ids) => form.setFieldValue('subject_ids', subject_ids)}
            error={errorOf('subject_ids')}
          />
          <Button type="submit" size="md" radius="xl" loading={form.submitting}>
            {t('auth.registrationSubmit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.toLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
