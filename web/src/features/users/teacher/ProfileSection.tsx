import { Button, Group, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { nameField, phoneField, type User } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api.ts';
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveProfile } from '../users.queries.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The fields a teacher edits about themselves; a blank phone clears it. */
const profileSchema = z.object({
  first_name: nameField('FIRST_NAME_REQUIRED'),
  last_name: nameField('LAST_NAME_REQUIRED'),
  phone: phoneField.nullable(),
});

export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const save = useSaveProfile(user.id);
  const [values, setValues] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});

  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localize(text) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ ...values, phone: values.phone.trim() || null });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      notifySuccess(t('settings.profile.saved'));
    } catch (error) {
      const found = apiFormErrors(error);
      if (hasFormErrors(found)) setErrors(found);
      notifyError(t('settings.profile.failed'), isApiError(error) ? localize(error.message) : undefined);
    }
  };

  return (
    <SettingsSection id="settings-profile" title={t('settings.profile.title')}>
      <form onSubmit={submit} noValidate>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('settings.profile.firstName')}
            value={values.first_name}
            onChange={(event) => set('first_name', event.currentTarget.value)}
            error={errorOf('first_name')}
            autoComplete="given-name"
            withAsterisk
            miw={200}
          />
          <TextInput
            label={t('settings.profile.lastName')}
            value={values.last_name}
            onChange={(event) => set('last_name', event.currentTarget.value)}
            error={errorOf('last_name')}
            autoComplete="family-name"
            withAsterisk
            miw={200}
          />
        </Group>
        <TextInput
          mt="md"
          type="tel"
          label={t('settings.profile.phone')}
          description={t('settings.profile.phoneHint')}
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          error={errorOf('phone')}
          autoComplete="tel"
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
