import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { HOMEWORK_TITLE_MAX } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveAsTemplate } from '../homework.queries.ts';

interface SaveAsTemplateModalProps {
  homeworkId: number;
  defaultTitle: string;
  opened: boolean;
  onClose: () => void;
}

/** Saves the homework as it is stored now (unsaved edits are not in it; the button says so by being disabled). */
export function SaveAsTemplateModal({ homeworkId, defaultTitle, opened, onClose }: SaveAsTemplateModalProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const save = useSaveAsTemplate();
  const [title, setTitle] = useState(defaultTitle);
  const fieldError = isApiError(save.error) ? save.error.fields?.find((field) => field.field === 'title') : undefined;

  const submit = () =>
    save.mutate(
      { homeworkId, title },
      {
        onSuccess: () => {
          notifySuccess(t('teacherHomework.templates.saved', { title }));
          onClose();
        },
        onError: (error) =>
          notifyError(t('teacherHomework.notice.failed'), isApiError(error) ? localized(error.message) : undefined),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('teacherHomework.templates.saveTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('teacherHomework.templates.titleLabel')}
            value={title}
            maxLength={HOMEWORK_TITLE_MAX}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={fieldError ? localized(fieldError.message) : undefined}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacherHomework.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={title.trim() === ''}>
              {t('teacherHomework.templates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
