import { Button, PasswordInput, Stack } from '@mantine/core';
import { loginBodySchema, type User } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithPassword } from '../../lib/auth.tsx';
import { apiFormErrors, zodFormErrors } from '../../lib/form-errors.ts';
import { EmailInput } from './EmailInput.tsx';
import { useFieldErrors } from './useFieldErrors.ts';

/**
 * Email and password. A failed attempt is announced by loginWithPassword (spec §8); fields the
 * server or the schema object to are marked here. Used by /login and the maintenance screen.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: (user: User) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { setErrors, errorOf } = useFieldErrors();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await loginWithPassword(parsed.data.email, parsed.data.password);
      onLoggedIn?.(user);
    } catch (error) {
      setErrors(apiFormErrors(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailInput value={email} onChange={setEmail} error={errorOf('email')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errorOf('password')}
          size="md"
        />
        <Button type="submit" size="md" radius="xl" loading={submitting}>
          {t('auth.loginSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
