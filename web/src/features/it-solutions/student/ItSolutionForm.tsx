import { Alert, Button, Checkbox, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { IT_SOLUTION_FILE_ACCEPT, IT_SOLUTION_FILE_MAX_BYTES, type ItSolution } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { apiFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubmitItSolution } from '../itSolutions.queries.ts';

/** The solution's form: an answer, code, a link and a file; a new attempt starts from the current one. */
export function ItSolutionForm({
  lessonId,
  current,
  onSent,
}: {
  lessonId: number;
  current: ItSolution | null;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const submit = useSubmitItSolution(lessonId);
  const [text, setText] = useState(current?.text ?? '');
  const [code, setCode] = useState(current?.code ?? '');
  const [link, setLink] = useState(current?.link ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [keepFile, setKeepFile] = useState(current?.file_name != null);
  const [tooLarge, setTooLarge] = useState(false);
  const errors = apiFormErrors(submit.error);
  const fieldError = (name: string) => {
    const message = errors[name];
    return message ? localize(message) : undefined;
  };
  // A refusal that names no field (the teacher accepted it meanwhile, the file is too big) is said above the button.
  const general = isApiError(submit.error) && !submit.error.fields?.length ? localize(submit.error.message) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLarge) return;
    submit.mutate(
      { body: { text, code, link, keep_file: file === null && keepFile }, file },
      {
        onSuccess: () => {
          notifySuccess(t('itSolutions.form.sent'));
          onSent?.();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('itSolutions.form.text')}
          placeholder={t('itSolutions.form.textPlaceholder')}
          rows={2}
          resize="vertical"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={fieldError('text') ?? fieldError('data')}
        />
        <Textarea
          label={t('itSolutions.form.code')}
          placeholder={t('itSolutions.form.codePlaceholder')}
          rows={4}
          resize="vertical"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError('code')}
        />
        <TextInput
          type="url"
          label={t('itSolutions.form.link')}
          placeholder="https://"
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
          error={fieldError('link')}
        />
        <FileInput
          label={t('itSolutions.form.file')}
          description={t('itSolutions.form.fileHint')}
          placeholder={t('itSolutions.form.filePlaceholder')}
          accept={IT_SOLUTION_FILE_ACCEPT}
          clearable
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setTooLarge(chosen !== null && chosen.size > IT_SOLUTION_FILE_MAX_BYTES);
          }}
          error={tooLarge ? t('itSolutions.form.fileTooLarge') : fieldError('file')}
        />
        {current?.file_name && file === null ? (
          <Checkbox
            label={t('itSolutions.form.keepFile', { name: current.file_name })}
            checked={keepFile}
            onChange={(event) => setKeepFile(event.currentTarget.checked)}
          />
        ) : null}
        {general ? (
          <Alert color="red" variant="light">
            {general}
          </Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            color="violet"
            radius="xl"
            leftSection={<IconSend size={18} />}
            loading={submit.isPending}
          >
            {t(current ? 'itSolutions.form.resend' : 'itSolutions.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
