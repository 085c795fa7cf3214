import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HomeworkTemplate } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useDeleteTemplate, useTemplates } from '../homework.queries.ts';
import { ListRowActions } from './ListRowActions.tsx';

function TemplateRow({ template }: { template: HomeworkTemplate }) {
  const { t } = useTranslation();
  const remove = useDeleteTemplate();
  const editPath = `/teacher/templates/${template.id}`;

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
        <ListRowActions kind="template" item={template} editTo={editPath} remove={remove} />
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
