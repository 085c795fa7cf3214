import { ActionIcon, Alert, Button, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconTrash, IconUserHeart } from '@tabler/icons-react';
import type { ParentInviteCreated } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useCancelInvite, useCreateInvite, useParentAccess, useUnlinkParent } from './parents.queries.ts';

/** The link a parent opens: the join page with the code filled in. */
const joinLink = (code: string) => `${window.location.origin}/parent/join?code=${encodeURIComponent(code)}`;

/** A new invitation, shown once: the code to dictate and the link to send. */
function NewInvite({ invite }: { invite: ParentInviteCreated }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('dateTime');
  const link = joinLink(invite.code);
  return (
    <Alert color="teal" radius="lg" title={t('parents.access.createdTitle')} icon={<IconUserHeart size={20} />}>
      <Stack gap="xs">
        <Text size="sm">{t('parents.access.createdText', { date: formatDate(invite.expires_at) })}</Text>
        <Text fz={28} fw={800} ff="monospace" data-testid="parent-invite-code">
          {invite.code}
        </Text>
        <Group gap="xs">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="xs"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('parents.access.copied') : t('parents.access.copyLink')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {link}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * Who sees a child's progress: the parents who follow them (removable) and the invitations still waiting
 * (cancellable), with a button for a new one. The child's own page and their teacher's card both show it.
 */
export function ParentAccessPanel({ studentId, audience }: { studentId: number; audience: 'child' | 'staff' }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('dateTime');
  const access = useParentAccess(studentId);
  const create = useCreateInvite(studentId);
  const cancel = useCancelInvite(studentId);
  const unlink = useUnlinkParent(studentId);
  const [created, setCreated] = useState<ParentInviteCreated | null>(null);

  const removeParent = async (parent: { id: number; name: string }) => {
    const confirmed = await confirmAction({
      title: t('parents.access.removeTitle', { name: parent.name }),
      message: t('parents.access.removeText'),
      danger: true,
    });
    if (confirmed) unlink.mutate(parent.id);
  };

  if (access.isPending) return <Spinner centered />;
  if (access.isError) return <QueryError error={access.error} onRetry={() => void access.refetch()} />;
  const { parents, invites } = access.data;

  return (
    <Stack gap="lg">
      <Text>{t(audience === 'child' ? 'parents.access.introChild' : 'parents.access.introStaff')}</Text>
      <Group>
        <Button
          leftSection={<IconUserHeart size={18} />}
          radius="xl"
          loading={create.isPending}
          onClick={() => create.mutate(undefined, { onSuccess: setCreated })}
        >
          {t('parents.access.create')}
        </Button>
      </Group>
      {created ? <NewInvite invite={created} /> : null}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('parents.access.parentsHeading')}
        </Title>
        {parents.length === 0 ? (
          <EmptyState
            title={t('parents.access.noParents')}
            description={t('parents.access.noParentsText')}
            icon={<IconUserHeart size={32} stroke={1.5} />}
          />
        ) : (
          parents.map((parent) => (
            <Card key={parent.id} withBorder radius="lg" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600}>{parent.name}</Text>
                  <Text size="sm" c="dimmed">
                    {parent.email} · {t('parents.access.linkedAt', { date: formatDate(parent.linked_at) })}
                  </Text>
                </Stack>
                <Tooltip label={t('parents.access.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('parents.access.removeNamed', { name: parent.name })}
                    onClick={() => void removeParent(parent)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Card>
          ))
        )}
      </Stack>

      {invites.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('parents.access.invitesHeading')}
          </Title>
          {invites.map((invite) => (
            <Card key={invite.id} withBorder radius="lg" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {t('parents.access.inviteLine', {
                    created: formatDate(invite.created_at),
                    expires: formatDate(invite.expires_at),
                  })}
                  {invite.created_by_name ? ` · ${invite.created_by_name}` : ''}
                </Text>
                <Button variant="subtle" color="red" size="xs" onClick={() => cancel.mutate(invite.id)}>
                  {t('parents.access.cancel')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
