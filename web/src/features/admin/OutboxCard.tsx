import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { AppPagination } from '../../ui/AppPagination.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useOutbox } from './admin.queries.ts';

/** Mails kept instead of sent when no SMTP server is set up, so a reset code can still be read. */
export function OutboxCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const formatDateTime = useFormatDate('logTime');

  return (
    <Card component="section" aria-label={t('admin.outbox.title')} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="lg" radius="xl" variant="light" color="blue">
              <IconMail size={20} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('admin.outbox.title')}
            </Title>
            {outbox.data ? <Badge variant="light">{outbox.data.total}</Badge> : null}
          </Group>
          <Tooltip label={t('admin.outbox.refresh')}>
            <ActionIcon
              variant="subtle"
              radius="xl"
              aria-label={t('admin.outbox.refresh')}
              loading={outbox.isFetching}
              onClick={() => void outbox.refetch()}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.outbox.description')}
        </Text>
        {outbox.isPending ? (
          <Spinner centered />
        ) : outbox.isError ? (
          <QueryError error={outbox.error} onRetry={() => void outbox.refetch()} />
        ) : outbox.data.items.length === 0 ? (
          <EmptyState title={t('admin.outbox.empty')} icon={<IconMail size={32} stroke={1.5} />} color="blue" />
        ) : (
          <>
            <ScrollArea.Autosize mah={480} type="auto">
              <Stack gap="sm">
                {outbox.data.items.map((mail) => (
                  <Paper key={mail.id} withBorder radius="md" p="md" component="article">
                    <Group justify="space-between" align="flex-start" gap="xs">
                      <Text fw={600}>{mail.subject}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(mail.created_at)}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed" mb="xs">
                      {t('admin.outbox.to', { to: mail.to })}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {mail.text}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <AppPagination
              total={outbox.data.last_page}
              value={page}
              onChange={setPage}
              hideWithOnePage
              radius="xl"
              size="sm"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
