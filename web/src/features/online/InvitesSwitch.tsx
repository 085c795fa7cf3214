import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvitesOff } from './inviteSwitch.ts';

/** Spec §9: whether classmates' invitations to play pop up for this person. */
export function InvitesSwitch({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [off, setOff] = useInvitesOff(userId);
  return (
    <Switch
      checked={!off}
      onChange={(event) => setOff(!event.currentTarget.checked)}
      label={t('online.invites.switch')}
      description={t('online.invites.switchHint')}
    />
  );
}
