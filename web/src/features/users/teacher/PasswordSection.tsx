import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { errorMessage, PASSWORD_MIN_STAFF, PASSWORD_MIN_STUDENT, ROLE, type User } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { apiFormErrors, type FormErrors, hasFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useChangePassword } from '../users.queries.ts';
import { SettingsSection } from './SettingsSection.tsx';

const EMPTY = { current_password: '', password: '', repeat: '' };
type Field = keyof typeof EMPTY;

export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const change = useChangePassword(user.id);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [mismatch, setMismatch] = useState(false);
  // The server also refuses the most common passwords of staff; only the length can be told here.
  const minLength = user.role_id === ROLE.student ? PASSWORD_MIN_STUDENT : PASSWORD_MIN_STAFF;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (field !== 'current_password') setMismatch(false);
  };
  const errorOf = (field: Field) => {
    const text = errors[field];
    return text ? localize(text) : undefined;
  };

  const localProblems = (): FormErrors => {
    const found: FormErrors = {};
    if (!values.current_password) found.current_password = errorMessage('PASSWORD_REQUIRED');
    if (!values.password) found.password = errorMessage('PASSWORD_REQUIRED');
    else if (values.password.length < minLength) found.password = errorMessage('PASSWORD_TOO_SHORT');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = localProblems();
    const repeatedWrong = values.repeat !== values.password;
    if (hasFormErrors(found) || repeatedWrong) {
      setErrors(found);
      setMismatch(repeatedWrong);
      return;
    }
    try {
      await change.mutateAsync({ current_password: values.current_password, password: values.password });
      setValues(EMPTY);
      notifySuccess(t('settings.password.changed'));
    } catch (error) {
      const fields = apiFormErrors(error);
      if (hasFormErrors(fields)) setErrors(fields);
      notifyError(t('settings.password.failed'), isApiError(error) ? localize(error.message) : undefined);
    }
  };

  return (
    <SettingsSection
      id="settings-password"
      title={t('settings.password.title')}
      description={t('settings.password.rules', { min: minLength })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('settings.password.current')}
            value={values.current_password}
            onChange={(event) => set('current_password', event.currentTarget.value)}
            error={errorOf('current_password')}
            autoComplete="current-password"
            withAsterisk
          />
          <PasswordInput
            label={t('settings.password.new')}
            value={values.password}
            onChange={(event) => set('password', event.currentTarget.value)}
            error={errorOf('password')}
            autoComplete="new-password"
            withAsterisk
          />
          <PasswordInput
            label={t('settings.password.repeat')}
            value={values.repeat}
            onChange={(event) => set('repeat', event.currentTarget.value)}
            error={mismatch ? t('settings.password.mismatch') : undefined}
            autoComplete="new-password"
            withAsterisk
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} leftSection={<IconLock size={18} />}>
              {t('settings.password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
