import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LINK_MAX, MATERIAL_TITLE_MAX, recordingBodySchema } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../lib/form-errors.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { localDay } from '../student-homework/homeworkStatus.ts';
import { useAddRecording } from './materials.queries.ts';

/** Adds a lesson recording: a title, the lesson's day and an https link (YouTube, Vimeo or any other). */
export function RecordingForm({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const add = useAddRecording(classId);
  const [title, setTitle] = useState('');
  const [recordedOn, setRecordedOn] = useState(localDay);
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localized(text) : undefined;
  };

  const submit = () => {
    const parsed = recordingBodySchema.safeParse({ title, recorded_on: recordedOn, url });
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        notifySuccess(t('materials.recordings.added', { title: saved.title }));
        setTitle('');
        setUrl('');
      },
      onError: (error) => {
        const fields = apiFormErrors(error);
        if (hasFormErrors(fields)) setErrors(fields);
        else if (isApiError(error)) setErrors({ form: error.message });
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t('materials.recordings.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('materials.recordings.title')}
            value={title}
            maxLength={MATERIAL_TITLE_MAX}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errorOf('title')}
            required
            w={220}
          />
          <TextInput
            label={t('materials.recordings.date')}
            type="date"
            value={recordedOn}
            onChange={(event) => setRecordedOn(event.currentTarget.value)}
            error={errorOf('recorded_on')}
            required
            w={170}
          />
          <TextInput
            label={t('materials.recordings.url')}
            type="url"
            placeholder="https://"
            value={url}
            maxLength={LINK_MAX}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errorOf('url')}
            required
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        {errorOf('form') ? (
          <Text size="sm" c="red" role="alert">
            {errorOf('form')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t('materials.recordings.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
