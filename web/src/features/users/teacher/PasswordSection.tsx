import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { changePasswordBodySchema, PASSWORD_MIN_STAFF, PASSWORD_MIN_STUDENT, ROLE, type User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useChangePassword } from '../users.queries.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const change = useChangePassword(user.id);
  // The server also refuses the most common passwords of staff; only the length can be told here.
  const minLength = user.role_id === ROLE.student ? PASSWORD_MIN_STUDENT : PASSWORD_MIN_STAFF;
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { current_password: '', password: '', repeat: '' },
    schema: changePasswordBodySchema,
    toBody: ({ current_password, password }) => ({ current_password, password }),
    check: ({ password, repeat }) => ({
      ...(password.length < minLength && { password: 'PASSWORD_TOO_SHORT' }),
      // Marks the repeat as wrong; its text is the form's own, as no error code says "the two differ".
      ...(repeat !== password && { repeat: 'FIELD_INVALID' }),
    }),
  });

  // The notice comes with every failure; the refused fields also show under their inputs.
  const submit = onSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
    } catch (error) {
      notifyError(t('settings.password.failed'), isApiError(error) ? localize(error.message) : undefined);
      throw error;
    }
    form.reset();
    notifySuccess(t('settings.password.changed'));
  });

  const passwordProps = inputProps('password');
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
            {...inputProps('current_password')}
            autoComplete="current-password"
            withAsterisk
          />
          <PasswordInput
            label={t('settings.password.new')}
            {...passwordProps}
            onChange={(event) => {
              passwordProps.onChange(event);
              form.clearFieldError('repeat');
            }}
            autoComplete="new-password"
            withAsterisk
          />
          <PasswordInput
            label={t('settings.password.repeat')}
            {...inputProps('repeat')}
            error={form.errors.repeat ? t('settings.password.mismatch') : undefined}
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
