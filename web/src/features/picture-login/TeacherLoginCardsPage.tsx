import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPrinter, IconRefresh } from '@tabler/icons-react';
import type { PictureId, PictureLoginRosterEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ClassPageFrame } from '../groups/index.ts';
import { PictureLoginSwitch } from './PictureLoginSwitch.tsx';
import { useLoginSettings, useNewClassCode, usePrintCards, useResetPictures } from './pictureLogin.queries.ts';
import { pictureSrc } from './pictures.ts';

function Pictures({ pictures }: { pictures: readonly PictureId[] }) {
  const { t } = useTranslation();
  const names = pictures.map((id) => t(`pictureLogin.pictures.${id}`));
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={names.join(' → ')}>
      {/* A drawn sequence never repeats a picture (picture-seal.ts drawSequence). */}
      {pictures.map((id) => (
        <img key={id} src={pictureSrc(id)} alt="" width={40} height={40} />
      ))}
    </Group>
  );
}

function ClassLoginCards({ groupId, title }: { groupId: number; title: string }) {
  const { t } = useTranslation();
  const settings = useLoginSettings(groupId);
  const newCode = useNewClassCode(groupId);
  const reset = useResetPictures(groupId);
  const print = usePrintCards(groupId);

  if (settings.isPending) return <Spinner centered />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const { enabled, code, students } = settings.data;
  const link = code ? `${window.location.origin}/login/class/${code}` : null;

  const onNewCode = async () => {
    const confirmed = await confirmAction({
      title: t('pictureLogin.teacher.newCodeConfirm'),
      message: t('pictureLogin.teacher.newCodeMessage'),
      confirmLabel: t('pictureLogin.teacher.newCode'),
    });
    if (!confirmed) return;
    newCode.mutate(undefined, {
      onSuccess: (next) => notifySuccess(t('pictureLogin.teacher.newCodeDone', { code: next.code ?? '' })),
    });
  };

  const onReset = async (student: PictureLoginRosterEntry) => {
    if (student.pictures) {
      const confirmed = await confirmAction({
        title: t('pictureLogin.teacher.resetConfirm', { name: student.name }),
        message: t('pictureLogin.teacher.resetMessage'),
        confirmLabel: t('pictureLogin.teacher.reset'),
      });
      if (!confirmed) return;
    }
    reset.mutate(student.id, {
      onSuccess: (result) =>
        notifySuccess(
          t('pictureLogin.teacher.resetDone', {
            name: student.name,
            pictures: result.pictures.map((id) => t(`pictureLogin.pictures.${id}`)).join(' → '),
          }),
        ),
    });
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <PictureLoginSwitch groupId={groupId} />
          {enabled && code && link ? (
            <>
              <Group gap="xl" align="flex-end">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('pictureLogin.teacher.code')}
                  </Text>
                  <Text size="xl" fw={800} ff="monospace" data-testid="class-login-code">
                    {code}
                  </Text>
                </Stack>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed">
                    {t('pictureLogin.teacher.link')}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text ff="monospace" truncate>
                      {link}
                    </Text>
                    <CopyButton value={link}>
                      {({ copied, copy }) => (
                        <Tooltip label={copied ? t('pictureLogin.teacher.copied') : t('pictureLogin.teacher.copy')}>
                          <ActionIcon variant="subtle" onClick={copy} aria-label={t('pictureLogin.teacher.copy')}>
                            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </CopyButton>
                  </Group>
                </Stack>
              </Group>
              <Group gap="sm">
                <Button
                  leftSection={<IconPrinter size={18} aria-hidden />}
                  loading={print.isPending}
                  onClick={() => print.mutate(`${t('pictureLogin.teacher.fileName')} — ${title}.pdf`)}
                >
                  {t('pictureLogin.teacher.print')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={18} aria-hidden />}
                  loading={newCode.isPending}
                  onClick={() => void onNewCode()}
                >
                  {t('pictureLogin.teacher.newCode')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {t('pictureLogin.teacher.printHint')}
              </Text>
            </>
          ) : (
            <Alert color="blue">{t('pictureLogin.teacher.offNotice')}</Alert>
          )}
        </Stack>
      </Card>
      {students.length === 0 ? (
        <EmptyState title={t('pictureLogin.teacher.noStudents')} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pictureLogin.teacher.student')}</Table.Th>
                <Table.Th>{t('pictureLogin.teacher.picturesColumn')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('pictureLogin.teacher.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.map((student) => (
                <Table.Tr key={student.id}>
                  <Table.Td>{student.name}</Table.Td>
                  <Table.Td>
                    {student.pictures ? (
                      <Pictures pictures={student.pictures} />
                    ) : (
                      <Text c="dimmed">{t('pictureLogin.teacher.notSet')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      loading={reset.isPending && reset.variables === student.id}
                      onClick={() => void onReset(student)}
                      aria-label={t(
                        student.pictures ? 'pictureLogin.teacher.resetFor' : 'pictureLogin.teacher.setFor',
                        {
                          name: student.name,
                        },
                      )}
                    >
                      {t(student.pictures ? 'pictureLogin.teacher.reset' : 'pictureLogin.teacher.set')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** /teacher/classes/:id/login-cards — the class's picture login: the setting, the code, each child's pictures, the cards. */
export function TeacherLoginCardsPage() {
  const { t } = useTranslation();
  return (
    <ClassPageFrame title={(schoolClass) => t('pictureLogin.teacher.title', { title: schoolClass.title })}>
      {(schoolClass) => <ClassLoginCards groupId={schoolClass.id} title={schoolClass.title} />}
    </ClassPageFrame>
  );
}
