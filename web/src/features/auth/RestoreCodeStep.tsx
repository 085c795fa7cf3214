import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authApi, resetConfirmBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/forms.ts';

/** Step two of the reset: the mailed code and the new password. */
export function RestoreCodeStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { code: '', password: '' },
    schema: resetConfirmBodySchema,
    toBody: (values) => ({ ...values, reset_token: resetToken }),
  });

  // The main API client has already shown the failure notice; refused fields also show under their inputs.
  const submit = onSubmit(async (body) => {
    await api.call(authApi.confirmReset, { body });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.restoreCodeHint')}</Text>
        <TextInput
          label={t('auth.restoreCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...inputProps('code')}
          size="md"
        />
        <PasswordInput
          label={t('auth.newPassword')}
          autoComplete="new-password"
          {...inputProps('password')}
          size="md"
        />
        <Button type="submit" size="md" radius="xl" loading={form.submitting}>
          {t('auth.restoreSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
