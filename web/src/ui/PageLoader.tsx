import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassOff, IconRefresh } from '@tabler/icons-react';
import { LOADER_TIMEOUT_MS } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageLoaderProps {
  /** Spec §9: 120 s. Shorter values are for tests. */
  timeoutMs?: number;
  /** What "try again" does; by default the page reloads, the only cure for a lost chunk or a dead connection. */
  onRetry?: () => void;
}

/** Full-page spinner that admits defeat after the loader time-out and offers to try again. */
export function PageLoader({ timeoutMs = LOADER_TIMEOUT_MS, onRetry }: PageLoaderProps) {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);

  // Each wait, the first and every retried one, gets its own time-out.
  useEffect(() => {
    if (timedOut) return;
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs, timedOut]);

  const retry = () => {
    if (onRetry) {
      onRetry();
      setTimedOut(false);
    } else {
      window.location.reload();
    }
  };

  return (
    <Center mih="60vh" p="xl">
      {timedOut ? (
        <Stack align="center" gap="md" role="alert" maw={420} ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color="orange">
            <IconHourglassOff size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('ui.pageLoader.timeoutTitle')}
          </Title>
          <Text c="dimmed">{t('ui.pageLoader.timeoutText')}</Text>
          <Button leftSection={<IconRefresh size={18} />} radius="xl" onClick={retry}>
            {t('ui.pageLoader.retry')}
          </Button>
        </Stack>
      ) : (
        <Loader size="xl" type="bars" role="status" aria-label={t('ui.loading')} />
      )}
    </Center>
  );
}
