import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useLoginSettings, useTogglePictureLogin } from './pictureLogin.queries.ts';

/** The class form's "Вход по картинкам" setting; it is saved as soon as it is switched (the class exists already). */
export function PictureLoginSwitch({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const settings = useLoginSettings(groupId);
  const toggle = useTogglePictureLogin(groupId);
  return (
    <Switch
      label={t('pictureLogin.teacher.setting')}
      description={t('pictureLogin.teacher.settingHint')}
      checked={settings.data?.enabled ?? false}
      disabled={!settings.data || toggle.isPending}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        toggle.mutate(enabled, {
          onSuccess: () =>
            notifySuccess(t(enabled ? 'pictureLogin.teacher.settingOn' : 'pictureLogin.teacher.settingOff')),
        });
      }}
      size="md"
    />
  );
}
