import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDevicesOff, IconLogout } from '@tabler/icons-react';
import type { DeviceSession } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { useLocale } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { relativeTime } from './lastSeen.ts';
import { useDeviceSessions, useEndOtherSessions, useEndSession } from './sessions.queries.ts';

/** "Chrome · Windows", with words for what the user agent did not tell. */
function useDeviceLabel(): (session: DeviceSession) => string {
  const { t } = useTranslation();
  return (session) => `${session.browser ?? t('devices.unknownBrowser')} · ${session.os ?? t('devices.unknownSystem')}`;
}

function useLastSeen(): (value: string) => string {
  const { locale } = useLocale();
  const formatDate = useFormatDate('dateTime');
  return (value) => relativeTime(value, Date.now(), locale) ?? formatDate(value);
}

function DeviceCard({ session, onEnd, ending }: { session: DeviceSession; onEnd(): void; ending: boolean }) {
  const { t } = useTranslation();
  const label = useDeviceLabel()(session);
  const lastSeen = useLastSeen();
  const formatDate = useFormatDate('dateTime');
  const Icon = session.mobile ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Card withBorder radius="lg" padding="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start" gap="sm" miw={0}>
          <ThemeIcon variant="light" radius="xl" size="lg" color={session.current ? 'teal' : 'gray'} aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{label}</Text>
              {session.current ? (
                <Badge color="teal" variant="light">
                  {t('devices.thisDevice')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('devices.lastSeen', { when: lastSeen(session.last_seen_at) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('devices.signedIn', { date: formatDate(session.created_at) })}
              {session.ip ? ` · ${t('devices.address', { ip: session.ip })}` : ''}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            variant="light"
            color="red"
            size="xs"
            radius="xl"
            leftSection={<IconLogout size={16} />}
            loading={ending}
            onClick={onEnd}
            aria-label={t('devices.endNamed', { device: label })}
          >
            {t('devices.end')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * The caller's signed-in devices (every role): which browsers are signed in, when each was last seen, and a way to
 * end any but this one, or all of them at once. Last seen moves only at login and token renewal (docs/SESSIONS.md).
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useDeviceSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceLabel = useDeviceLabel();

  const endSession = async (session: DeviceSession) => {
    const confirmed = await confirmAction({
      title: t('devices.endTitle', { device: deviceLabel(session) }),
      message: t('devices.endText'),
      confirmLabel: t('devices.end'),
      danger: true,
    });
    if (confirmed) endOne.mutate(session.id, { onSuccess: () => notifySuccess(t('devices.ended')) });
  };

  const endAllOthers = async () => {
    const confirmed = await confirmAction({
      title: t('devices.endOthersTitle'),
      message: t('devices.endOthersText'),
      confirmLabel: t('devices.endOthers'),
      danger: true,
    });
    if (confirmed) {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => notifySuccess(t('devices.endedOthers', { count: ended })),
      });
    }
  };

  const heading = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {t('devices.title')}
      </Title>
      <Text c="dimmed">{t('devices.subtitle')}</Text>
    </Stack>
  );

  if (sessions.isPending) {
    return (
      <Stack gap="lg">
        {heading}
        <Spinner centered />
      </Stack>
    );
  }
  if (sessions.isError) {
    return (
      <Stack gap="lg">
        {heading}
        <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />
      </Stack>
    );
  }
  const { items } = sessions.data;
  const others = items.filter((session) => !session.current);

  return (
    <Stack gap="lg">
      {heading}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((session) => (
          <DeviceCard
            key={session.id}
            session={session}
            ending={endOne.isPending && endOne.variables === session.id}
            onEnd={() => void endSession(session)}
          />
        ))}
      </Stack>
      {others.length === 0 ? (
        <EmptyState
          title={t('devices.noOthers')}
          description={t('devices.noOthersText')}
          icon={<IconDevicesOff size={32} stroke={1.5} />}
          color="teal"
        />
      ) : (
        <Group>
          <Button
            color="red.9"
            variant="outline"
            radius="xl"
            leftSection={<IconDevicesOff size={18} />}
            loading={endOthers.isPending}
            onClick={() => void endAllOthers()}
          >
            {t('devices.endOthers')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
