import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { useUnreadCounts } from '../../phone/index.ts';
import { isFreshNews } from '../freshNews.ts';
import { NewsModal } from './NewsModalOnDemand.tsx';

/** The newest item of the chosen subject with a details button (spec §2 shared UI); nothing while there is none. */
export function LastNewsCard() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  // The newest item comes with the phone's counts: the home loads no news list for one headline.
  const latest = useUnreadCounts().latest_news;
  const [open, setOpen] = useState(false);
  if (!latest) return null;

  return (
    <Card component="section" aria-label={t('news.card.title')} radius="xl" padding="lg" withBorder>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconNews size={28} color="var(--mantine-color-blue-6)" aria-hidden style={{ flex: 'none' }} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('news.card.title')}
            </Text>
            <Title order={2} size="h4" lineClamp={2}>
              {localize(latest.title)}
            </Title>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {formatDate(latest.created_at)}
              </Text>
              {isFreshNews(latest) ? (
                <Badge size="sm" color="pink">
                  {t('news.new')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Button
          variant="light"
          radius="xl"
          onClick={() => setOpen(true)}
          aria-label={t('news.card.detailsOf', { title: localize(latest.title) })}
          style={{ flex: 'none' }}
        >
          {t('news.card.details')}
        </Button>
      </Group>
      {open ? <NewsModal newsId={latest.id} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
