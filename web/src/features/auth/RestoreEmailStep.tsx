import { Button, Stack, Text } from '@mantine/core';
import { authApi, resetBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/forms.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { EmailInput } from './EmailInput.tsx';

/** Step one of the reset: the code is mailed in the visitor's language; the server hands back an opaque token for step two. */
export function RestoreEmailStep({ onSent }: { onSent: (resetToken: string) => void }) {
  const { t } = useTranslation();
  const { form, errorOf, onSubmit } = useSchemaForm({
    initialValues: { email: '' },
    schema: resetBodySchema,
    toBody: ({ email }) => ({ email, lang: currentLocale() }),
  });

  // The main API client has already shown the failure notice; a refused email also shows under its input.
  const submit = onSubmit(async (body) => {
    const { reset_token } = await api.call(authApi.reset, { body });
    onSent(reset_token);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.restoreEmailHint')}</Text>
        <EmailInput
          value={form.values.email}
          onChange={(email) => form.setFieldValue('email', email)}
          error={errorOf('email')}
        />
        <Button type="submit" size="md" radius="xl" loading={form.submitting}>
          {t('auth.restoreSendCode')}
        </Button>
      </Stack>
    </form>
  );
}
