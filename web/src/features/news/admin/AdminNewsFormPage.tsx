import { IconNews } from '@tabler/icons-react';
import type { NewsContent } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { FormPageFrame } from '../../../ui/FormPageFrame.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminNewsItem, useSaveNews } from '../news.queries.ts';
import { NewsForm } from './NewsForm.tsx';

const LIST_PATH = '/admin/news';

function FormPage({ id, children }: { id: number | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormPageFrame
      backTo={LIST_PATH}
      backLabel={t('newsAdmin.form.back')}
      icon={IconNews}
      title={t(id === null ? 'newsAdmin.form.createTitle' : 'newsAdmin.form.editTitle')}
    >
      {children}
    </FormPageFrame>
  );
}

/** The form's own failures other than field errors (a lost connection, a deleted item) are told in a notice. */
function useSubmit(id: number | null) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const navigate = useNavigate();
  const save = useSaveNews(id);
  const submit = async (body: NewsContent) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      if (isApiError(error) && !error.fields?.length) notifyError(localize(error.message));
      throw error;
    }
    notifySuccess(t(id === null ? 'newsAdmin.form.published' : 'newsAdmin.form.saved'));
    await navigate(LIST_PATH);
  };
  return { submit, saving: save.isPending };
}

/** /admin/news/create */
export function AdminNewsCreatePage() {
  const { submit, saving } = useSubmit(null);
  return (
    <FormPage id={null}>
      <NewsForm saving={saving} onSave={submit} />
    </FormPage>
  );
}

/** /admin/news/edit/:id */
export function AdminNewsEditPage() {
  const id = Number(useParams().id);
  const item = useAdminNewsItem(id);
  const { submit, saving } = useSubmit(id);
  return (
    <FormPage id={id}>
      {item.isPending ? (
        <Spinner centered />
      ) : item.isError ? (
        <QueryError error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <NewsForm key={item.data.id} item={item.data} saving={saving} onSave={submit} />
      )}
    </FormPage>
  );
}
