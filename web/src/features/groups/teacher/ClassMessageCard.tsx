import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { GROUP_MESSAGE_MAX, type GroupMessage } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useClassMessage, useSaveClassMessage } from '../groups.queries.ts';
import { useNotifyClassError } from '../useNotifyClassError.ts';

function MessageEditor({ classId, message }: { classId: number; message: GroupMessage }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDate('logTime');
  const save = useSaveClassMessage(classId);
  const notifyClassError = useNotifyClassError();
  const saved = message.text ?? '';
  const [draft, setDraft] = useState(saved);
  const changed = draft.trim() !== saved;

  const write = (text: string) =>
    save.mutate(text, {
      onSuccess: () =>
        notifySuccess(t(text.trim() === '' ? 'teacherClasses.message.cleared' : 'teacherClasses.message.saved')),
      onError: notifyClassError,
    });

  const clear = async () => {
    if (await confirmAction({ title: t('teacherClasses.message.clearConfirm'), danger: true })) write('');
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('teacherClasses.message.label')}
        description={t('teacherClasses.message.hint')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={GROUP_MESSAGE_MAX}
        rows={6}
        resize="vertical"
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('teacherClasses.message.counter', { count: draft.length, max: GROUP_MESSAGE_MAX })}
        </Text>
        {message.updated_at && saved ? (
          <Text size="xs" c="dimmed">
            {t('teacherClasses.message.updatedAt', { date: formatDateTime(message.updated_at) })}
          </Text>
        ) : null}
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          leftSection={<IconEraser size={18} />}
          onClick={() => void clear()}
          disabled={saved === '' || save.isPending}
        >
          {t('teacherClasses.message.clear')}
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={() => write(draft)}
          disabled={!changed}
          loading={save.isPending}
        >
          {t('teacherClasses.message.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The class notice (spec §7 GET/POST /groups/{id}/message): what the class's students read on their class page. */
export function ClassMessageCard({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const message = useClassMessage(classId);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('teacherClasses.message.title')}
      </Title>
      {message.isPending ? (
        <Spinner centered />
      ) : message.isError ? (
        <QueryError error={message.error} onRetry={() => void message.refetch()} />
      ) : (
        // A saved text starts a fresh draft from what the server now holds.
        <MessageEditor
          key={`${message.data.updated_at}|${message.data.text}`}
          classId={classId}
          message={message.data}
        />
      )}
    </Card>
  );
}
