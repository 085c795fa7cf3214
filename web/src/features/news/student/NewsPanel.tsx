import { Badge, Box, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { isFreshNews } from '../freshNews.ts';
import { useNewsReader } from '../news.live.ts';
import { useStudentNews } from '../news.queries.ts';
import { NewsModal } from './NewsModalOnDemand.tsx';

/**
 * The phone widget's News tab (spec §2 shared UI): the chosen subject's news, newest first, unread ones marked and
 * "new" for an unread one of the last week. A title opens the item. Fills its container and scrolls inside it.
 */
export function NewsPanel() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  const { subjectId } = useNewsReader();
  const news = useStudentNews();
  const [openId, setOpenId] = useState<number | null>(null);

  let body: ReactNode;
  if (subjectId === null) body = <EmptyState title={t('news.panel.noSubject')} color="blue" />;
  else if (news.isPending) body = <Spinner centered />;
  else if (news.isError) body = <QueryError error={news.error} onRetry={() => void news.refetch()} />;
  else if (news.data.news.length === 0)
    body = <EmptyState title={t('news.panel.emptyTitle')} description={t('news.panel.emptyText')} color="blue" />;
  else
    body = (
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {news.data.news.map((item) => (
          <Box component="li" key={item.id}>
            <UnstyledButton
              onClick={() => setOpenId(item.id)}
              w="100%"
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              bg={item.is_read ? undefined : 'var(--mantine-color-blue-0)'}
              aria-label={
                item.is_read ? localize(item.title) : t('news.panel.unreadTitle', { title: localize(item.title) })
              }
            >
              <Group gap={6} wrap="nowrap" align="flex-start">
                {item.is_read ? null : (
                  <Box w={8} h={8} mt={7} bg="blue.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={item.is_read ? 500 : 800} size="sm" lineClamp={2}>
                    {localize(item.title)}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {formatDate(item.created_at)}
                    </Text>
                    {isFreshNews(item) ? (
                      <Badge size="xs" color="pink">
                        {t('news.new')}
                      </Badge>
                    ) : null}
                    {item.is_required ? (
                      <Badge size="xs" color="orange" variant="light">
                        {t('news.required')}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          </Box>
        ))}
      </Stack>
    );

  return (
    <Stack h="100%" gap="xs" component="section" aria-label={t('news.panel.title')}>
      <Group gap="xs" px="xs" pt="xs">
        <IconNews size={20} color="var(--mantine-color-blue-6)" aria-hidden />
        <Text fw={800}>{t('news.panel.title')}</Text>
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" offsetScrollbars>
        {body}
      </ScrollArea>
      {openId === null ? null : <NewsModal newsId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
