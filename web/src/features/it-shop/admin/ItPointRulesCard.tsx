import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { ItPointRulesBody } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useItPointRules, useSaveItPointRules } from '../itShop.queries.ts';
import { ItPointRulesForm } from './ItPointRulesForm.tsx';

/** What earns IT points, on the admin's shop page: the shop spends them, so the two are set side by side. */
export function ItPointRulesCard() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const rules = useItPointRules();
  const save = useSaveItPointRules();
  const titleId = useId();

  const onSave = async (body: ItPointRulesBody) => {
    await save.mutateAsync(body);
    notifySuccess(t('itPointRules.saved'));
  };

  const onError = (error: unknown) => {
    if (isApiError(error)) notifyError(t('itPointRules.saveFailed'), localize(error.message));
    else notifyError(t('itPointRules.saveFailed'));
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <IconCoins size={24} stroke={1.5} color="var(--mantine-color-yellow-7)" />
            <Title order={2} size="h4" id={titleId}>
              {t('itPointRules.title')}
            </Title>
          </Group>
          <Text c="dimmed" size="sm">
            {t('itPointRules.intro')}
          </Text>
        </Stack>
        {rules.isPending ? (
          <Spinner centered />
        ) : rules.isError ? (
          <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <ItPointRulesForm rules={rules.data} saving={save.isPending} onSave={onSave} onError={onError} />
        )}
      </Stack>
    </Card>
  );
}
