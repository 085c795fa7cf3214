import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import type { CourseAuthoring } from '../courseAuthoring.ts';

interface AuthoringLoadErrorProps {
  authoring: CourseAuthoring;
  error: unknown;
  onRetry: () => void;
}

/** A failed load; a refused author of a direction with its own authors is told who writes its courses. */
export function AuthoringLoadError({ authoring, error, onRetry }: AuthoringLoadErrorProps) {
  const { t } = useTranslation();
  if (authoring.explainsRefusal && isApiError(error) && error.status === 403) {
    return (
      <EmptyState title={t(`${authoring.texts}.forbiddenTitle`)} description={t(`${authoring.texts}.forbiddenText`)} />
    );
  }
  return <QueryError error={error} onRetry={onRetry} />;
}
