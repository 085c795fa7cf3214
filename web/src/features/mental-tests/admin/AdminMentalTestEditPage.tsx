import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MentalTestBody } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useEditedMentalTest, useSaveMentalTest } from '../mentalTests.queries.ts';
import { emptyMentalTestForm, MentalTestForm, mentalTestFormValues } from './MentalTestForm.tsx';

/** The id of /admin/mental-tests/edit/:id; null on /create, NaN for a malformed one. */
function useTestId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN;
}

/** /admin/mental-tests/create and /admin/mental-tests/edit/:id: one fixed set of timed examples. */
export function AdminMentalTestEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useTestId();
  const validId = id === null || !Number.isNaN(id);
  const test = useEditedMentalTest(validId ? id : null);
  const save = useSaveMentalTest(validId ? id : null);
  // Made once: a new form's first row keeps its key across renders.
  const [blank] = useState(emptyMentalTestForm);

  const onSave = async (body: MentalTestBody) => {
    await save.mutateAsync(body);
    notifySuccess(t(id === null ? 'adminMentalTests.form.created' : 'adminMentalTests.form.saved'));
    navigate('/admin/mental-tests');
  };

  const missing = !validId || (test.isError && isApiError(test.error) && test.error.status === 404);

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to="/admin/mental-tests"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px={0}
        >
          {t('adminMentalTests.form.back')}
        </Button>
        <Title order={1} size="h2">
          {t(id === null ? 'adminMentalTests.form.createTitle' : 'adminMentalTests.form.editTitle')}
        </Title>
      </Stack>
      {missing ? (
        <EmptyState title={t('adminMentalTests.form.notFound')} titleOrder={2} />
      ) : id === null ? (
        <MentalTestForm initial={blank} saving={save.isPending} onSave={onSave} />
      ) : test.isPending ? (
        <Spinner centered />
      ) : test.isError ? (
        <QueryError error={test.error} onRetry={() => void test.refetch()} />
      ) : (
        <MentalTestForm
          key={test.data.id}
          initial={mentalTestFormValues(test.data)}
          saving={save.isPending}
          onSave={onSave}
        />
      )}
    </Stack>
  );
}
