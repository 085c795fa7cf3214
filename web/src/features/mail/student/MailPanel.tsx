import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useClearMail, useMailbox, useReadLetter } from '../mail.queries.ts';
import { MailLetter } from './MailLetter.tsx';

/**
 * The phone widget's Mail tab: the student's letters in the chosen subject, newest first, MAIL_LIST_STEP at a time
 * with "show more", and "clear all" behind a confirmation (spec §2). Fills its container and scrolls inside it.
 */
export function MailPanel() {
  const { t } = useTranslation();
  const mailbox = useMailbox();
  const read = useReadLetter();
  const clear = useClearMail();
  const letters = mailbox.data?.pages.flatMap((page) => page.items) ?? [];

  const clearAll = async () => {
    const sure = await confirmAction({ title: t('mail.clearConfirm'), message: t('mail.clearMessage'), danger: true });
    // A failure is told by the client's own notice; the letters stay as they were.
    if (sure) clear.mutate(undefined, { onSuccess: () => notifySuccess(t('mail.cleared')) });
  };

  let body: React.ReactNode;
  if (mailbox.isPending) body = <Spinner centered />;
  else if (mailbox.isError) body = <QueryError error={mailbox.error} onRetry={() => void mailbox.refetch()} />;
  else if (letters.length === 0)
    body = <EmptyState title={t('mail.emptyTitle')} description={t('mail.emptyText')} color="blue" />;
  else
    body = (
      <Stack gap="xs" pb="xs">
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('mail.title')}>
          {letters.map((letter) => (
            <MailLetter key={letter.id} letter={letter} onRead={(id) => read.mutate(id)} />
          ))}
        </Stack>
        {mailbox.hasNextPage ? (
          <Button
            variant="light"
            size="xs"
            onClick={() => void mailbox.fetchNextPage()}
            loading={mailbox.isFetchingNextPage}
          >
            {t('mail.more')}
          </Button>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap" px="xs" pt="xs">
        <Text fw={700}>{t('mail.title')}</Text>
        {letters.length > 0 ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => void clearAll()}
            loading={clear.isPending}
          >
            {t('mail.clear')}
          </Button>
        ) : null}
      </Group>
      <ScrollArea style={{ flex: 1 }} px="xs" type="auto">
        {body}
      </ScrollArea>
    </Stack>
  );
}
