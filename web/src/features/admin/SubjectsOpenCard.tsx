import { Card, Group, Skeleton, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { useSubjects } from '../subjects/index.ts';
import { useSetSubjectOpen } from './admin.queries.ts';

/**
 * Which subjects students may take up: a closed one is not offered at registration or subject choice,
 * for a subject whose trainers and pages have not landed yet. Students already in it keep their data.
 */
export function SubjectsOpenCard() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const subjects = useSubjects();
  const setOpen = useSetSubjectOpen();

  const toggle = (id: number, title: string, isOpen: boolean) =>
    setOpen.mutateAsync({ id, isOpen }).then(
      () => notifySuccess(t(isOpen ? 'admin.subjects.openedNotice' : 'admin.subjects.closedNotice', { title })),
      () => undefined,
    );

  return (
    <Card component="section" aria-label={t('admin.subjects.title')} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size="lg" radius="xl" variant="light" color="teal">
            <IconBooks size={20} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('admin.subjects.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.subjects.description')}
        </Text>
        {subjects.isPending ? (
          <Skeleton height={120} radius="md" />
        ) : subjects.isError ? (
          <QueryError error={subjects.error} onRetry={() => void subjects.refetch()} />
        ) : (
          <Stack gap="xs">
            {subjects.data.map((subject) => {
              const title = localized(subject.title);
              return (
                <Switch
                  key={subject.id}
                  label={title}
                  description={subject.is_open ? t('admin.subjects.open') : t('admin.subjects.closed')}
                  checked={subject.is_open}
                  disabled={setOpen.isPending && setOpen.variables?.id === subject.id}
                  onChange={(event) => void toggle(subject.id, title, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
