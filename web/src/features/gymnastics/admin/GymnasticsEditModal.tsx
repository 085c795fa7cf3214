import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  GYMNASTICS_KINDS,
  GYMNASTICS_TITLE_MAX,
  type GymnasticsKind,
  type GymnasticsVideo,
  gymnasticsUpdateBodySchema,
  LINK_MAX,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useUpdateGymnastics } from '../gymnastics.queries.ts';
import { gymnasticsTitle } from '../gymnasticsTitle.ts';

export interface SubjectOption {
  value: string;
  label: string;
}

interface EditValues {
  subject_id: string;
  kind: GymnasticsKind;
  title: string;
  link_url: string;
}

/** Changes an exercise's subject, kind (a built-in one keeps its own), title and, of a link, the address. */
export function GymnasticsEditModal({
  video,
  subjects,
  onClose,
}: {
  video: GymnasticsVideo;
  subjects: SubjectOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateGymnastics();
  const builtin = video.source === 'builtin';
  const { form, inputProps, onSubmit } = useSchemaForm<EditValues, unknown>({
    initialValues: {
      subject_id: String(video.subject_id),
      kind: video.kind,
      title: video.title ?? '',
      link_url: video.link_url ?? '',
    },
    schema: gymnasticsUpdateBodySchema,
    pickers: ['subject_id'],
    toBody: ({ subject_id, kind, title, link_url }) => ({
      subject_id: Number(subject_id),
      kind,
      title,
      ...(video.source === 'link' ? { link_url } : {}),
    }),
  });
  const submit = onSubmit(async (_body, values) => {
    const body = gymnasticsUpdateBodySchema.parse({
      subject_id: Number(values.subject_id),
      kind: values.kind,
      title: values.title,
      ...(video.source === 'link' ? { link_url: values.link_url } : {}),
    });
    const saved = await update.mutateAsync({ id: video.id, body });
    notifySuccess(t('adminGymnastics.saved', { title: gymnasticsTitle(t, saved) }));
    onClose();
  });

  return (
    <AppModal opened onClose={onClose} title={t('adminGymnastics.edit.title', { title: gymnasticsTitle(t, video) })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Select
            label={t('adminGymnastics.fields.subject')}
            data={subjects}
            {...inputProps('subject_id')}
            allowDeselect={false}
            required
          />
          {builtin ? (
            <Text size="sm" c="dimmed">
              {t('adminGymnastics.edit.builtinKind', { kind: t(`gymnastics.kinds.${video.kind}`) })}
            </Text>
          ) : (
            <SegmentedControl
              aria-label={t('adminGymnastics.add.kindLabel')}
              value={form.values.kind}
              onChange={(value) => form.setFieldValue('kind', value === 'fingers' ? 'fingers' : 'eyes')}
              data={GYMNASTICS_KINDS.map((value) => ({ value, label: t(`gymnastics.kinds.${value}`) }))}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <TextInput
            label={t('adminGymnastics.fields.title')}
            description={builtin ? t('adminGymnastics.fields.titleOptional') : undefined}
            placeholder={builtin && video.builtin_key ? t(`gymnastics.builtin.${video.builtin_key}.title`) : undefined}
            {...inputProps('title')}
            maxLength={GYMNASTICS_TITLE_MAX}
            required={!builtin}
            data-autofocus
          />
          {video.source === 'link' ? (
            <TextInput
              label={t('adminGymnastics.fields.link')}
              type="url"
              {...inputProps('link_url')}
              maxLength={LINK_MAX}
              required
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminGymnastics.edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('adminGymnastics.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
