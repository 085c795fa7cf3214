import { Button, Stack, Text } from '@mantine/core';
import { authApi, resetBodySchema } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { apiFormErrors, zodFormErrors } from '../../lib/form-errors.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { EmailInput } from './EmailInput.tsx';
import { useFieldErrors } from './useFieldErrors.ts';

/** Step one of the reset: the code is mailed in the visitor's language; the server hands back an opaque token for step two. */
export function RestoreEmailStep({ onSent }: { onSent: (resetToken: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const { setErrors, errorOf } = useFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetBodySchema.safeParse({ email, lang: currentLocale() });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { reset_token } = await api.call(authApi.reset, { body: parsed.data });
      onSent(reset_token);
    } catch (error) {
      setErrors(apiFormErrors(error));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.restoreEmailHint')}</Text>
        <EmailInput value={email} onChange={setEmail} error={errorOf('email')} />
        <Button type="submit" size="md" radius="xl" loading={sending}>
          {t('auth.restoreSendCode')}
        </Button>
      </Stack>
    </form>
  );
}
