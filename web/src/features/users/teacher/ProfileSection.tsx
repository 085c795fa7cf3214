import { Button, Group, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type User, updateUserBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveProfile } from '../users.queries.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The fields a teacher edits about themselves, all sent each time; a blank phone clears it. */
const profileSchema = updateUserBodySchema.pick({ first_name: true, last_name: true, phone: true }).required();

export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const save = useSaveProfile(user.id);
  const { inputProps, onSubmit } = useSchemaForm({
    initialValues: { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' },
    schema: profileSchema,
    toBody: (values) => ({ ...values, phone: values.phone.trim() || null }),
  });

  // The notice comes with every failure; the refused fields also show under their inputs.
  const submit = onSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      notifyError(t('settings.profile.failed'), isApiError(error) ? localize(error.message) : undefined);
      throw error;
    }
    notifySuccess(t('settings.profile.saved'));
  });

  return (
    <SettingsSection id="settings-profile" title={t('settings.profile.title')}>
      <form onSubmit={submit} noValidate>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('settings.profile.firstName')}
            {...inputProps('first_name')}
            autoComplete="given-name"
            withAsterisk
            miw={200}
          />
          <TextInput
            label={t('settings.profile.lastName')}
            {...inputProps('last_name')}
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
          {...inputProps('phone')}
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
