import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useParentChatSetting, useToggleParentChat } from './parentChat.queries.ts';

/** The class form's "Родители могут писать учителю" setting; saved as soon as it is switched (the class exists). */
export function ParentChatSwitch({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const setting = useParentChatSetting(groupId);
  const toggle = useToggleParentChat(groupId);
  return (
    <Switch
      label={t('chat.parents.setting')}
      description={t('chat.parents.settingHint')}
      checked={setting.data?.enabled ?? false}
      disabled={!setting.data || toggle.isPending}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        toggle.mutate(enabled, {
          onSuccess: () => notifySuccess(t(enabled ? 'chat.parents.settingOn' : 'chat.parents.settingOff')),
        });
      }}
      size="md"
    />
  );
}
