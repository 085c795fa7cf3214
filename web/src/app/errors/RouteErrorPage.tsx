import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A page whose script or style chunk failed to load names that chunk (spec §8); other errors stay generic. */
export function failedChunk(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match =
    /(?:dynamically imported module|Unable to preload CSS for|Loading chunk [^ ]+ failed)[:\s]*\(?([^\s)]+)?/i.exec(
      error.message,
    );
  if (!match) return null;
  return match[1] ?? error.message;
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = failedChunk(error);
  if (!chunk) console.error(error);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} size="h2">
          {chunk ? t('errors.chunkFailed', { chunk }) : t('errors.pageFailed')}
        </Title>
        {chunk ? null : <Text c="dimmed">{t('errors.somethingWrong')}</Text>}
        <Button leftSection={<IconRefresh size={18} />} radius="xl" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
