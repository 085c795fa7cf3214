import { Anchor, Badge, Button, Card, Group, Select, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconSend } from '@tabler/icons-react';
import {
  errorMessage,
  isErrorCode,
  LIBRARY_TAGS_MAX,
  LIBRARY_TITLE_MAX,
  type LibraryDraft,
  libraryCreateBodySchema,
} from '@umka/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import {
  saveLibraryDraft,
  useCreateLibraryMaterial,
  useLibraryDraft,
  useLibraryTrainers,
  usePublishLibraryPage,
} from '../library.queries.ts';
import { AutosaveStatus } from './AutosaveStatus.tsx';
import { PublishedPreview } from './PublishedPreview.tsx';
import { StudioEditor } from './StudioEditor.tsx';
import { useAutosave } from './useAutosave.ts';

/** /admin/materials/studio-editor and …/{id}: a new page's subject and title, then its block editor. */
export function StudioEditorPage() {
  const { id } = useParams();
  const pageId = id === undefined ? null : Number(id);
  return pageId !== null && Number.isInteger(pageId) && pageId > 0 ? <ExistingPage id={pageId} /> : <NewPage />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/admin/materials" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('studio.back')}
      </Group>
    </Anchor>
  );
}

function NewPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const subjects = useSubjects();
  const create = useCreateLibraryMaterial();
  const [subject, setSubject] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (code: string | undefined) =>
    code === undefined ? undefined : localized(errorMessage(isErrorCode(code) ? code : 'FIELD_INVALID'));

  const submit = async () => {
    const parsed = libraryCreateBodySchema.safeParse({ subject_id: Number(subject) || 0, title, tags, kind: 'page' });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      const page = await create.mutateAsync(parsed.data);
      void navigate(`/admin/materials/studio-editor/${page.id}`, { replace: true });
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.code])));
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <BackLink />
      <Title order={1} size="h2">
        {t('studio.newTitle')}
      </Title>
      <Text c="dimmed">{t('studio.newIntro')}</Text>
      <Card withBorder radius="lg" padding="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Select
              label={t('library.form.subject')}
              data={(subjects.data ?? []).map((item) => ({ value: String(item.id), label: localized(item.title) }))}
              value={subject}
              onChange={setSubject}
              error={text(errors.subject_id)}
              required
            />
            <TextInput
              label={t('library.form.title')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={text(errors.title)}
              maxLength={LIBRARY_TITLE_MAX}
              required
            />
            <TagsInput
              label={t('library.form.tags')}
              description={t('library.form.tagsHint')}
              value={tags}
              onChange={setTags}
              maxTags={LIBRARY_TAGS_MAX}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('studio.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

function ExistingPage({ id }: { id: number }) {
  const draft = useLibraryDraft(id);
  const trainers = useLibraryTrainers();
  if (draft.isPending || trainers.isPending) return <Spinner centered />;
  if (draft.isError) return <QueryError error={draft.error} onRetry={() => void draft.refetch()} />;
  if (trainers.isError) return <QueryError error={trainers.error} onRetry={() => void trainers.refetch()} />;
  return <PageEditor draft={draft.data} trainers={trainers.data} />;
}

function PageEditor({
  draft,
  trainers,
}: {
  draft: LibraryDraft;
  trainers: Parameters<typeof StudioEditor>[0]['trainers'];
}) {
  const { t } = useTranslation();
  const publish = usePublishLibraryPage();
  const [publishedAt, setPublishedAt] = useState(draft.published_at);
  const [changedSincePublish, setChangedSincePublish] = useState(draft.unpublished_changes);
  const [previewing, setPreviewing] = useState(false);
  const save = useCallback(
    (doc: Parameters<typeof saveLibraryDraft>[1], version: number) => saveLibraryDraft(draft.material_id, doc, version),
    [draft.material_id],
  );
  const autosave = useAutosave({ initialVersion: draft.version, initialSavedAt: draft.saved_at, save });

  const publishNow = async () => {
    const version = await autosave.flush();
    if (version === null) return;
    try {
      const published = await publish.mutateAsync({ id: draft.material_id, version });
      setPublishedAt(published.published_at);
      setChangedSincePublish(false);
      notifySuccess(t('studio.publishedNotice', { title: published.title }));
    } catch {
      // The api client has shown the reason.
    }
  };

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {draft.title}
          </Title>
          <Group gap="xs">
            {publishedAt ? (
              <Badge color="teal" variant="light">
                {t('library.published')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                {t('library.draftOnly')}
              </Badge>
            )}
            {publishedAt && changedSincePublish ? (
              <Text size="sm" c="dimmed">
                {t('studio.unpublishedChanges')}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          <AutosaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            disabled={!publishedAt}
            onClick={() => setPreviewing(true)}
          >
            {t('studio.preview')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={publish.isPending}
            disabled={autosave.state.status === 'outdated'}
            onClick={() => void publishNow()}
          >
            {t('studio.publish')}
          </Button>
        </Group>
      </Group>
      <StudioEditor
        initialDoc={draft.doc}
        subjectId={draft.subject_id}
        trainers={trainers}
        onChange={(doc) => {
          setChangedSincePublish(true);
          autosave.changed(doc);
        }}
      />
      {previewing ? <PublishedPreview id={draft.material_id} onClose={() => setPreviewing(false)} /> : null}
    </Stack>
  );
}
