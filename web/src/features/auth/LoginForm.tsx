import { Button, PasswordInput, Stack } from '@mantine/core';
import type { User } from '@umka/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydrated.ts';
import { loginWithPassword } from '../../lib/login.ts';
import { notifyError } from '../../lib/notify.ts';
import { firstPageSchemas, formErrorsLater } from '../../lib/schemas-later.ts';
import { EmailInput } from './EmailInput.tsx';
import { useFieldErrors } from './useFieldErrors.ts';

/** Starts loading what a press of the button needs, so that pressing it waits for nothing more. */
function loadChecks(): void {
  firstPageSchemas().catch(() => undefined);
  formErrorsLater().catch(() => undefined);
}

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
  const form = useRef<HTMLFormElement>(null);
  // Until the app has taken over the prerendered form, a press (or Enter) would submit it the browser's way: a new
  // page with the password in its address. A form without an enabled submit button is not submitted at all.
  const hydrated = useHydrated();

  // The login page arrives prerendered (login-page/render.tsx): what was typed, or filled in by the browser, before
  // the app took the form over is in the fields but not yet in the state.
  useEffect(() => {
    const earlier = (name: string) => {
      const field = form.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    if (earlier('email')) setEmail(earlier('email'));
    if (earlier('password')) setPassword(earlier('password'));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const [checks, messages] = await Promise.all([firstPageSchemas(), formErrorsLater()]).catch(() => [null, null]);
    if (!checks || !messages) {
      notifyError(t('errors.oops'), t('errors.somethingWrong'));
      setSubmitting(false);
      return;
    }
    const parsed = checks.loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(messages.zodFormErrors(parsed.error));
      setSubmitting(false);
      return;
    }
    setErrors({});
    try {
      const user = await loginWithPassword(parsed.data.email, parsed.data.password);
      onLoggedIn?.(user);
    } catch (error) {
      setErrors(messages.apiFormErrors(error));
      setSubmitting(false);
    }
  };

  return (
    // The checks load as soon as the child starts to fill the form.
    <form ref={form} onSubmit={submit} onFocus={loadChecks} noValidate>
      <Stack gap="md">
        <EmailInput value={email} onChange={setEmail} error={errorOf('email')} />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errorOf('password')}
          size="md"
        />
        <Button type="submit" size="md" radius="xl" loading={submitting} disabled={!hydrated}>
          {t('auth.loginSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
