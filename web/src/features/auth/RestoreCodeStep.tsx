import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authApi, resetConfirmBodySchema } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { apiFormErrors, zodFormErrors } from '../../lib/form-errors.ts';
import { useFieldErrors } from './useFieldErrors.ts';

/** Step two of the reset: the mailed code and the new password. */
export function RestoreCodeStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const { setErrors, errorOf } = useFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetConfirmBodySchema.safeParse({ reset_token: resetToken, code, password });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api.call(authApi.confirmReset, { body: parsed.data });
      onDone();
    } catch (error) {
      setErrors(apiFormErrors(error));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.restoreCodeHint')}</Text>
        <TextInput
          label={t('auth.restoreCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errorOf('code')}
          size="md"
        />
        <PasswordInput
          label={t('auth.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errorOf('password')}
          size="md"
        />
        <Button type="submit" size="md" radius="xl" loading={saving}>
          {t('auth.restoreSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
