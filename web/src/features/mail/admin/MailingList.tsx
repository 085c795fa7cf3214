import { Badge, Card, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { Mailing } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMailings, useMailTemplates } from '../mail.queries.ts';
import { letterText } from '../mail-text.ts';

/** The mailings sent, newest first, each with its progress; the list refreshes while one is being delivered. */
export function MailingList() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatDate = useFormatDate('dateTime');
  const mailings = useMailings();
  const templates = useMailTemplates();
  const templateText = new Map((templates.data ?? []).map((template) => [template.id, template.text]));

  const textOf = (mailing: Mailing) => {
    const text = mailing.template_id === null ? mailing.text : (templateText.get(mailing.template_id) ?? {});
    return letterText(text, locale) ?? '';
  };

  let body: React.ReactNode;
  if (mailings.isPending) body = <Spinner centered />;
  else if (mailings.isError) body = <QueryError error={mailings.error} onRetry={() => void mailings.refetch()} />;
  else if (mailings.data.items.length === 0) body = <EmptyState title={t('mailing.empty')} color="blue" />;
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mailing.columns.date')}</Table.Th>
              <Table.Th>{t('mailing.columns.text')}</Table.Th>
              <Table.Th>{t('mailing.columns.audience')}</Table.Th>
              <Table.Th>{t('mailing.columns.progress')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mailings.data.items.map((mailing) => {
              const percent = mailing.total === 0 ? 100 : Math.min(100, (mailing.sent / mailing.total) * 100);
              return (
                <Table.Tr key={mailing.id}>
                  <Table.Td>
                    <Text size="sm">{formatDate(mailing.created_at)}</Text>
                    <Text size="xs" c="dimmed">
                      {mailing.created_by?.name}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {textOf(mailing)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`mailing.kinds.${mailing.audience.kind}`)}</Table.Td>
                  <Table.Td miw={180}>
                    <Stack gap={4}>
                      <Badge color={mailing.status === 'done' ? 'green' : 'blue'} variant="light" c="dark.7">
                        {t(`mailing.status.${mailing.status}`)}
                      </Badge>
                      <Progress
                        value={percent}
                        animated={mailing.status === 'running'}
                        aria-label={t('mailing.progress', { sent: mailing.sent, total: mailing.total })}
                      />
                      <Text size="xs" c="dimmed">
                        {t('mailing.progress', { sent: mailing.sent, total: mailing.total })}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('mailing.list')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
