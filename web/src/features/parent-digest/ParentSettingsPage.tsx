import { Alert, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCheck, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { useParentSettings, useSaveParentSettings } from './parent-digest.queries.ts';

/** A parent's own settings (/parent/settings): whether the weekly digest mail comes (docs/PARENT-DIGEST.md). */
export function ParentSettingsPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const settings = useParentSettings();
  const save = useSaveParentSettings();
  // While a change is being saved the switch shows it; a failed save goes back to what the server has.
  const checked = save.isPending ? (save.variables?.digest_enabled ?? false) : (settings.data?.digest_enabled ?? false);

  return (
    <Stack gap="lg" maw={720}>
      <Group gap="sm">
        <IconMailCheck size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
        <Title order={1} size="h2">
          {t('parentDigest.settings.title')}
        </Title>
      </Group>
      <Card withBorder radius="md" padding="lg">
        {settings.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('parentDigest.settings.loading')}>
            <Skeleton height={24} width="60%" />
            <Skeleton height={16} />
          </Stack>
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <Stack gap="sm">
            <Switch
              size="md"
              label={t('parentDigest.settings.digest')}
              description={t('parentDigest.settings.digestHint')}
              checked={checked}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ digest_enabled: event.currentTarget.checked })}
            />
            {save.isSuccess ? (
              <Group gap={6} c="teal.7" role="status">
                <IconCheck size={16} />
                <Text size="sm">
                  {t(save.data.digest_enabled ? 'parentDigest.settings.savedOn' : 'parentDigest.settings.savedOff')}
                </Text>
              </Group>
            ) : null}
            {save.isError ? (
              <Alert color="red" variant="light" role="alert" title={t('parentDigest.settings.saveFailed')}>
                {save.error instanceof ApiError ? localize(save.error.message) : t('parentDigest.settings.tryAgain')}
              </Alert>
            ) : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
