import '../../app/allStyles.ts';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { authApi, errorMessage, PASSWORD_MIN_STUDENT, type RegisterBody, registerBodySchema } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { silentApi } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../lib/form-errors.ts';
import { currentLocale, localize } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AuthCard } from './AuthCard.tsx';
import { SubjectChoice } from './SubjectChoice.tsx';
import { useFieldErrors } from './useFieldErrors.ts';

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

/** Self-registration makes a student, so the student password rule (spec §5: at least 4) applies here. */
function validate(values: RegistrationValues): { body: RegisterBody } | { errors: FormErrors } {
  const parsed = registerBodySchema.safeParse({
    ...values,
    phone: values.phone.trim() || null,
    locale: currentLocale(),
  });
  const errors = parsed.success ? {} : zodFormErrors(parsed.error);
  if (!errors.password && values.password.length < PASSWORD_MIN_STUDENT) {
    errors.password = errorMessage('PASSWORD_TOO_SHORT');
  }
  if (!parsed.success || hasFormErrors(errors)) return { errors };
  return { body: parsed.data };
}

/** /registration (spec §2): success and failure both as notices; failure falls back to 'Что-то пошло не так'. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const { setErrors, errorOf } = useFieldErrors();

  const field = (name: Exclude<keyof RegistrationValues, 'subject_ids'>) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errorOf(name),
    size: 'md' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await silentApi.call(authApi.register, { body: checked.body });
      notifySuccess(t('auth.registrationDone'));
      navigate('/login', { replace: true });
    } catch (error) {
      const fieldErrors = apiFormErrors(error);
      setErrors(fieldErrors);
      const serverText = isApiError(error) && error.status > 0 && !hasFormErrors(fieldErrors);
      notifyError(t('auth.registrationFailed'), serverText ? localize(error.message) : undefined);
      setSubmitting(false);
    }
  };

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
            value={values.subject_ids}
            onChange={(subject_ids) => setValues((current) => ({ ...current, subject_ids }))}
            error={errorOf('subject_ids')}
          />
          <Button type="submit" size="md" radius="xl" loading={submitting}>
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
