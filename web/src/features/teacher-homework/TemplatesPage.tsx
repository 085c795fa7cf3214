import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { HomeworkTemplate } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDeleteTemplate, useTemplates } from './homework.queries.ts';

function TemplateRow({ template }: { template: HomeworkTemplate }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const remove = useDeleteTemplate();
  const editPath = `/teacher/templates/${template.id}`;

  const onDelete = async () => {
    const confirmed = await confirmAction({
      title: t('teacherHomework.templates.deleteConfirm'),
      message: t('teacherHomework.delete.message', { title: template.title }),
      confirmLabel: t('teacherHomework.delete.action'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(template.id, {
      onSuccess: () => notifySuccess(t('teacherHomework.delete.done', { title: template.title })),
      onError: (error) =>
        notifyError(t('teacherHomework.notice.failed'), isApiError(error) ? localized(error.message) : undefined),
    });
  };

  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text component={Link} to={editPath} fw={600} td="underline">
            {template.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('teacherHomework.templates.itemsCount', { count: template.items.length })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={editPath}
            variant="subtle"
            aria-label={t('teacherHomework.list.edit', { title: template.title })}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => void onDelete()}
            aria-label={t('teacherHomework.delete.label', { title: template.title })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** /teacher/templates — the teacher's homework templates; a homework page saves one, create-hw uses one. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const templates = useTemplates();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('teacherHomework.templates.title')}
      </Title>
      {templates.isPending ? (
        <Spinner centered />
      ) : templates.isError ? (
        <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState
          title={t('teacherHomework.templates.empty')}
          description={t('teacherHomework.templates.emptyText')}
        />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...templates.data]
            .sort((a, b) => a.title.localeCompare(b.title))
            .map((template) => (
              <TemplateRow key={template.id} template={template} />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
