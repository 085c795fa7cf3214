import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, errorMessage, type LocalizedText, type User } from '@umka/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useRemoveAvatar, useUploadAvatar } from '../users.queries.ts';
import { avatarFileProblem } from './avatarFile.ts';
import { SettingsSection } from './SettingsSection.tsx';

const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
const PREVIEW_SIZE = 128;

/** A chosen photo and its local preview, shown until it is uploaded or dropped. */
interface Chosen {
  file: File;
  url: string;
}

export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const upload = useUploadAvatar(user.id);
  const remove = useRemoveAvatar(user.id);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<LocalizedText | null>(null);
  // Cleared after each pick, so the same file can be chosen again once fixed on disk.
  const resetPicker = useRef<() => void>(null);

  // The preview's object URL holds the file in memory until it is revoked.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refused = avatarFileProblem(file);
    setProblem(refused ? errorMessage(refused) : null);
    setChosen(refused ? null : { file, url: URL.createObjectURL(file) });
  };

  const failed = (titleKey: 'settings.avatar.uploadFailed' | 'settings.avatar.removeFailed', error: unknown) => {
    const message = isApiError(error) ? error.message : null;
    setProblem(message);
    notifyError(t(titleKey), message ? localize(message) : undefined);
  };

  const send = async () => {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen.file);
      setChosen(null);
      notifySuccess(t('settings.avatar.uploaded'));
    } catch (error) {
      failed('settings.avatar.uploadFailed', error);
    }
  };

  const drop = async () => {
    const confirmed = await confirmAction({
      title: t('settings.avatar.removeConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
      setProblem(null);
      notifySuccess(t('settings.avatar.removed'));
    } catch (error) {
      failed('settings.avatar.removeFailed', error);
    }
  };

  const busy = upload.isPending || remove.isPending;

  return (
    <SettingsSection
      id="settings-avatar"
      title={t('settings.avatar.title')}
      description={t('settings.avatar.hint', { size: AVATAR_MAX_MB })}
    >
      <Group gap="lg" align="center" wrap="nowrap">
        <UserAvatar
          src={chosen?.url ?? user.avatar}
          name={user.name}
          size={PREVIEW_SIZE}
          alt={chosen ? t('settings.avatar.previewAlt') : t('settings.avatar.currentAlt', { name: user.name })}
        />
        <Stack gap="xs" align="flex-start">
          {chosen ? (
            <>
              <Text size="sm">{t('settings.avatar.previewNote')}</Text>
              <Group gap="xs">
                <Button onClick={() => void send()} loading={upload.isPending} leftSection={<IconUpload size={18} />}>
                  {t('settings.avatar.upload')}
                </Button>
                <Button variant="default" onClick={() => setChosen(null)} disabled={upload.isPending}>
                  {t('settings.avatar.cancel')}
                </Button>
              </Group>
            </>
          ) : (
            <Group gap="xs">
              <FileButton onChange={choose} accept={AVATAR_ACCEPT} resetRef={resetPicker}>
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={18} />} disabled={busy}>
                    {t('settings.avatar.choose')}
                  </Button>
                )}
              </FileButton>
              {user.avatar ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  onClick={() => void drop()}
                  loading={remove.isPending}
                  disabled={upload.isPending}
                >
                  {t('settings.avatar.remove')}
                </Button>
              ) : null}
            </Group>
          )}
          {problem ? (
            <Text size="sm" c="red.8" role="alert">
              {localize(problem)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </SettingsSection>
  );
}
