import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTemplate, useUpdateTemplate } from '../homework.queries.ts';
import { HomeworkForm } from './HomeworkForm.tsx';
import { templateBody } from './homeworkBody.ts';
import { draftOfTemplate } from './homeworkDraft.ts';

/** /teacher/templates/:id — a template's title, description and items; it has no dates and no class. */
export function TemplateEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templateId = Number(useParams().id);
  const template = useTemplate(templateId);
  const update = useUpdateTemplate(templateId);

  return (
    <Stack gap="lg">
      <div>
        <Button
          component={Link}
          to="/teacher/templates"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px={0}
        >
          {t('teacherHomework.templates.back')}
        </Button>
      </div>
      <Title order={1} size="h2">
        {t('teacherHomework.templates.editTitle')}
      </Title>
      {!Number.isInteger(templateId) || templateId <= 0 ? (
        <EmptyState title={t('teacherHomework.templates.notFound')} />
      ) : template.isPending ? (
        <Spinner centered />
      ) : template.isError ? (
        <QueryError error={template.error} onRetry={() => void template.refetch()} />
      ) : (
        <HomeworkForm
          mode="template"
          initial={draftOfTemplate(template.data, { given_on: '', due_on: '' })}
          subjectId={null}
          submitLabel={t('teacherHomework.form.save')}
          onSubmit={(draft) => update.mutateAsync(templateBody(draft))}
          onSaved={() => {
            notifySuccess(t('teacherHomework.notice.saved'));
            navigate('/teacher/templates');
          }}
        />
      )}
    </Stack>
  );
}
