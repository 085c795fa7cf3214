import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMarkNewsRead, useNewsItem } from '../news.queries.ts';
import { NewsHtml } from './NewsHtml.tsx';

export interface NewsModalProps {
  newsId: number;
  onClose: () => void;
  /**
   * A required item (the gate): it stays until the student presses "Прочитано", which marks it read; no close button,
   * Escape or click outside. Otherwise opening it marks it read.
   */
  confirmToClose?: boolean;
}

/** One news item by id (spec §2 shared UI): its title, date, picture and text. */
export function NewsModal({ newsId, onClose, confirmToClose = false }: NewsModalProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  const item = useNewsItem(newsId);
  const mark = useMarkNewsRead();
  const unread = item.data?.is_read === false;
  // An item that cannot be loaded (deleted meanwhile) must not hold the student behind a modal they cannot close.
  const locked = confirmToClose && !item.isError;

  const markRead = mark.mutate;

  useEffect(() => {
    if (!confirmToClose && unread) markRead(newsId);
  }, [confirmToClose, unread, newsId, markRead]);

  const confirm = () => markRead(newsId, { onSuccess: onClose });

  const title = item.data ? localize(item.data.title) : t('news.modal.loading');
  return (
    <AppModal
      opened
      onClose={locked ? () => undefined : onClose}
      title={title}
      size="lg"
      withCloseButton={!locked}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
    >
      {item.isPending ? (
        <Spinner centered />
      ) : item.isError ? (
        <QueryError error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {formatDate(item.data.created_at)}
            </Text>
            {item.data.is_required ? (
              <Badge color="orange" variant="light">
                {t('news.required')}
              </Badge>
            ) : null}
          </Group>
          {item.data.picture ? <Image src={item.data.picture} alt="" radius="md" mah={280} fit="contain" /> : null}
          <NewsHtml html={localize(item.data.text)} />
          {confirmToClose ? (
            <Stack gap={4} align="flex-end">
              <Button onClick={confirm} loading={mark.isPending} leftSection={<IconCheck size={18} />} radius="xl">
                {t('news.modal.confirmRead')}
              </Button>
              {mark.isError ? (
                <Text size="sm" c="red" role="alert">
                  {t('news.modal.markFailed')}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      )}
    </AppModal>
  );
}
