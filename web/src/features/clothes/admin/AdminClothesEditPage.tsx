import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ClothesBody } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminClothes, useCharacters, useSaveClothes } from '../clothes.queries.ts';
import { ClothesForm, clothesFormValues, EMPTY_CLOTHES_FORM } from './ClothesForm.tsx';

/** The id of /admin/clothes/edit/:id; null on /create, NaN for a malformed one. */
function useClothesId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN;
}

/** /admin/clothes/create and /admin/clothes/edit/:id: one piece of clothes of the character shop. */
export function AdminClothesEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useClothesId();
  const validId = id === null || !Number.isNaN(id);
  const item = useAdminClothes(validId ? id : null);
  const characters = useCharacters();
  const save = useSaveClothes(validId ? id : null);

  const onSave = async (body: ClothesBody) => {
    await save.mutateAsync(body);
    notifySuccess(t(id === null ? 'adminClothes.form.created' : 'adminClothes.form.saved'));
    navigate('/admin/clothes');
  };

  const missing = !validId || (item.isError && isApiError(item.error) && item.error.status === 404);
  const failed = characters.isError ? characters : item.isError ? item : null;
  // On /create the item query stays disabled, so only an edit waits for it.
  const ready = characters.data && (id === null || item.data) ? { characters: characters.data, item: item.data } : null;

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button component={Link} to="/admin/clothes" variant="subtle" leftSection={<IconArrowLeft size={18} />} px={0}>
          {t('adminClothes.form.back')}
        </Button>
        <Title order={1} size="h2">
          {t(id === null ? 'adminClothes.form.createTitle' : 'adminClothes.form.editTitle')}
        </Title>
      </Stack>
      {missing ? (
        <EmptyState title={t('adminClothes.form.notFound')} titleOrder={2} />
      ) : failed ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : ready ? (
        <ClothesForm
          key={ready.item?.id ?? 'new'}
          initial={ready.item ? clothesFormValues(ready.item) : EMPTY_CLOTHES_FORM}
          characters={ready.characters}
          saving={save.isPending}
          onSave={onSave}
        />
      ) : (
        <Spinner centered />
      )}
    </Stack>
  );
}
