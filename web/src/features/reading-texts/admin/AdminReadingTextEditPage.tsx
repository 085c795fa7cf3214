import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReadingTextBody } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useReadingText, useSaveReadingText } from '../readingTexts.queries.ts';
import { ReadingTextForm } from './ReadingTextForm.tsx';
import { emptyReadingText, readingTextFormValues } from './readingTextValues.ts';

/** The id of /admin/reading-texts/edit/:id; null on /admin/reading-texts/create, NaN for a malformed one. */
function useTextId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN;
}

/** /admin/reading-texts/create and /admin/reading-texts/edit/:id: one speed-reading text with its questions. */
export function AdminReadingTextEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useTextId();
  const validId = id === null || !Number.isNaN(id);
  const text = useReadingText(validId ? id : null);
  const save = useSaveReadingText(validId ? id : null);

  const onSave = async (body: ReadingTextBody) => {
    await save.mutateAsync(body);
    notifySuccess(t(id === null ? 'adminReadingTexts.form.created' : 'adminReadingTexts.form.saved'));
    navigate('/admin/reading-texts');
  };

  const notFound =
    !validId || (text.isError && isApiError(text.error) && text.error.status === 404) ? (
      <EmptyState title={t('adminReadingTexts.form.notFound')} titleOrder={2} />
    ) : null;

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to="/admin/reading-texts"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px={0}
        >
          {t('adminReadingTexts.form.back')}
        </Button>
        <Title order={1} size="h2">
          {t(id === null ? 'adminReadingTexts.form.createTitle' : 'adminReadingTexts.form.editTitle')}
        </Title>
      </Stack>
      {notFound ??
        (id === null ? (
          <ReadingTextForm initial={emptyReadingText()} saving={save.isPending} onSave={onSave} />
        ) : text.isPending ? (
          <Spinner centered />
        ) : text.isError ? (
          <QueryError error={text.error} onRetry={() => void text.refetch()} />
        ) : (
          <ReadingTextForm
            key={text.data.id}
            initial={readingTextFormValues(text.data)}
            saving={save.isPending}
            onSave={onSave}
          />
        ))}
    </Stack>
  );
}
