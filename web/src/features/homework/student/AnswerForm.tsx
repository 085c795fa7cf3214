import { Alert, Button, FileInput, Stack, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { errorMessage, HOMEWORK_ANSWER_TEXT_MAX, HOMEWORK_FILES_MAX, PRIVATE_FILE_MAX_BYTES } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSubmitAnswer } from '../homework.queries.ts';

interface AnswerFormProps {
  homeworkId: number;
  itemId: number;
  /** The teacher asked for rework: the form sends a new version. */
  resubmit: boolean;
}

/** What the server would refuse anyway, said before the upload starts. */
function fileProblem(files: readonly File[]) {
  if (files.length > HOMEWORK_FILES_MAX) return errorMessage('TOO_MANY_FILES');
  if (files.some((file) => file.size > PRIVATE_FILE_MAX_BYTES)) return errorMessage('FILE_TOO_LARGE');
  return null;
}

export function AnswerForm({ homeworkId, itemId, resubmit }: AnswerFormProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const submit = useSubmitAnswer(homeworkId, itemId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = fileProblem(files);
  const empty = text.trim() === '' && files.length === 0;

  const send = () => {
    if (problem || empty) return;
    setRefusal(null);
    submit.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          notifySuccess(t('studentHomework.answer.sent'));
          setText('');
          setFiles([]);
        },
        onError: (error) => {
          const reason = isApiError(error) ? localized(error.message) : undefined;
          notifyError(t('studentHomework.answer.failed'), reason);
          setRefusal(reason ?? t('studentHomework.answer.failed'));
        },
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        label={resubmit ? t('studentHomework.answer.newVersion') : t('studentHomework.answer.text')}
        rows={4}
        maxLength={HOMEWORK_ANSWER_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <FileInput
        label={t('studentHomework.answer.files')}
        description={t('studentHomework.answer.filesHint', { max: HOMEWORK_FILES_MAX })}
        placeholder={t('studentHomework.answer.chooseFiles')}
        multiple
        clearable
        leftSection={<IconPaperclip size={18} />}
        value={files}
        onChange={setFiles}
        error={problem ? localized(problem) : undefined}
      />
      {refusal ? (
        <Alert color="red" radius="md" role="alert" title={t('studentHomework.answer.failed')}>
          {refusal}
        </Alert>
      ) : null}
      <Button
        type="submit"
        radius="xl"
        leftSection={<IconSend size={18} />}
        loading={submit.isPending}
        disabled={problem !== null || empty}
      >
        {resubmit ? t('studentHomework.answer.resubmit') : t('studentHomework.answer.submit')}
      </Button>
    </Stack>
  );
}
