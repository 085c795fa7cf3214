import { Badge } from '@mantine/core';
import type { HomeworkAnswerStatus } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<HomeworkAnswerStatus, string> = { submitted: 'blue', accepted: 'teal', needs_rework: 'orange' };

export function AnswerStatusBadge({ status }: { status: HomeworkAnswerStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`teacherHomework.answer.status.${status}`)}
    </Badge>
  );
}
