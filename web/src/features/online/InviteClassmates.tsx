import { Button, Checkbox, CopyButton, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy, IconSend, IconUserPlus } from '@tabler/icons-react';
import type { OnlineRoom } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { AppModal } from '../../ui/AppModal.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useInvitees, useSendInvites } from './online.queries.ts';
import { invitePath } from './onlinePaths.ts';

function InviteesForm({ roomId, onSent }: { roomId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const invitees = useInvitees(roomId, { enabled: true });
  const send = useSendInvites(roomId);
  const [chosen, setChosen] = useState<string[]>([]);
  if (invitees.isPending) return <Spinner centered />;
  if (invitees.isError) return <QueryError error={invitees.error} onRetry={() => void invitees.refetch()} />;
  if (invitees.data.items.length === 0) {
    return <EmptyState title={t('online.invite.nobodyTitle')} description={t('online.invite.nobodyText')} />;
  }
  const submit = () =>
    send.mutate(chosen.map(Number), {
      onSuccess: ({ sent }) => {
        notifySuccess(t('online.invite.sent', { count: sent }));
        onSent();
      },
    });
  return (
    <Stack gap="md">
      <Checkbox.Group value={chosen} onChange={setChosen} label={t('online.invite.whom')}>
        <ScrollArea.Autosize mah={320} mt="xs">
          <Stack gap="xs">
            {invitees.data.items.map((person) => (
              <Checkbox
                key={person.id}
                value={String(person.id)}
                label={`${person.first_name} ${person.last_name}`.trim()}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      <Button
        onClick={submit}
        disabled={chosen.length === 0}
        loading={send.isPending}
        leftSection={<IconSend size={18} />}
        radius="xl"
      >
        {t('online.invite.send')}
      </Button>
    </Stack>
  );
}

/** Calling others into a room: classmates through the invite event, anyone through the link (§2 getQueue). */
export function InviteClassmates({ online }: { online: OnlineRoom }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const { room } = online;
  const link = `${window.location.origin}${invitePath(online.trainer_id, room.game, room.inviteKey)}`;
  return (
    <Stack gap="sm">
      <Button variant="light" radius="xl" leftSection={<IconUserPlus size={18} />} onClick={open}>
        {t('online.invite.open')}
      </Button>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('online.invite.link')}
          value={link}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              radius="xl"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('online.invite.copied') : t('online.invite.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('online.invite.linkHint')}
      </Text>
      <AppModal opened={opened} onClose={close} title={t('online.invite.title')}>
        {opened ? <InviteesForm roomId={room.id} onSent={close} /> : null}
      </AppModal>
    </Stack>
  );
}
