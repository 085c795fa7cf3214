import { Alert, Card, Group, Skeleton, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { useMaintenance, useSetMaintenance } from './admin.queries.ts';

/** Maintenance mode: while on, every non-admin API call answers 503 MAINTENANCE_MODE_ACTIVE. */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  const setMaintenance = useSetMaintenance();
  const enabled = maintenance.data?.enabled ?? false;

  const toggle = async (next: boolean) => {
    // Turning it on throws every student and teacher out, so it is asked about first.
    if (next) {
      const confirmed = await confirmAction({
        title: t('admin.maintenance.confirmOn'),
        message: t('admin.maintenance.confirmOnText'),
        confirmLabel: t('admin.maintenance.turnOn'),
        danger: true,
      });
      if (!confirmed) return;
    }
    await setMaintenance.mutateAsync(next).then(
      (state) =>
        notifySuccess(t(state.enabled ? 'admin.maintenance.enabledNotice' : 'admin.maintenance.disabledNotice')),
      () => undefined,
    );
  };

  return (
    <Card component="section" aria-label={t('admin.maintenance.title')} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size="lg" radius="xl" variant="light" color="orange">
            <IconTool size={20} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('admin.maintenance.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.maintenance.description')}
        </Text>
        {maintenance.isPending ? (
          <Skeleton height={28} width={240} radius="xl" />
        ) : maintenance.isError ? (
          <QueryError error={maintenance.error} onRetry={() => void maintenance.refetch()} />
        ) : (
          <Switch
            size="lg"
            color="orange"
            label={t('admin.maintenance.switch')}
            checked={enabled}
            disabled={setMaintenance.isPending}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
        )}
        {enabled ? (
          <Alert color="orange" variant="light" radius="md" icon={<IconAlertTriangle />}>
            {t('admin.maintenance.activeNote')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
