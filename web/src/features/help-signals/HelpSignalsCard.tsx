import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLifebuoy } from '@tabler/icons-react';
import type { HelpSignal } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useClassHelpSignals, useHandleHelpSignal } from './help-signals.queries.ts';
import { helpSignalLink, helpSignalReason } from './helpSignalText.ts';

/** The signals one student has, in the order the server lists them. */
function byStudent(signals: readonly HelpSignal[]): { id: number; name: string; signals: HelpSignal[] }[] {
  const students = new Map<number, { id: number; name: string; signals: HelpSignal[] }>();
  for (const signal of signals) {
    const student = students.get(signal.student_id);
    if (student) student.signals.push(signal);
    else students.set(signal.student_id, { id: signal.student_id, name: signal.student_name, signals: [signal] });
  }
  return [...students.values()];
}

const signalKey = (signal: HelpSignal) => `${signal.rule}:${signal.fingerprint}`;

function SignalsList({ classId, signals }: { classId: number; signals: HelpSignal[] }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const handle = useHandleHelpSignal(classId);
  const busy = handle.isPending ? handle.variables : undefined;

  const markHandled = (signal: HelpSignal) =>
    handle.mutate(signal, {
      onSuccess: () => notifySuccess(t('helpSignals.handled', { name: signal.student_name })),
      onError: (error) =>
        notifyError(t('helpSignals.handleFailed'), isApiError(error) ? localize(error.message) : undefined),
    });

  return (
    <Stack gap="md">
      {byStudent(signals).map((student) => (
        <section key={student.id} aria-labelledby={`help-signals-student-${student.id}`}>
          <Title order={3} size="h5" id={`help-signals-student-${student.id}`} mb={6}>
            {student.name}
          </Title>
          <List spacing="xs" listStyleType="none" ps={0}>
            {student.signals.map((signal) => {
              const reason = helpSignalReason(signal, t, localize);
              const link = helpSignalLink(signal);
              return (
                <List.Item key={signalKey(signal)}>
                  <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                    <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                      <Text>{reason}</Text>
                      <Anchor
                        component={Link}
                        to={link.to}
                        size="sm"
                        aria-label={t(`helpSignals.open.${link.label}Label`, { name: student.name })}
                      >
                        {t(`helpSignals.open.${link.label}`)}
                      </Anchor>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconCheck size={16} />}
                      aria-label={t('helpSignals.handleLabel', { name: student.name, reason })}
                      loading={busy !== undefined && signalKey(busy) === signalKey(signal)}
                      disabled={handle.isPending}
                      onClick={() => markHandled(signal)}
                    >
                      {t('helpSignals.handle')}
                    </Button>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        </section>
      ))}
    </Stack>
  );
}

/**
 * "Needs help" on a teacher's class page (issue [15]): the students the rules of docs/HELP-SIGNALS.md single out, each
 * signal with its reason, the page where its evidence is, and a way to mark it handled until it happens again.
 */
export function HelpSignalsCard({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const signals = useClassHelpSignals(classId);
  const count = signals.data ? byStudent(signals.data).length : 0;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="help-signals-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs">
          <IconLifebuoy size={22} aria-hidden />
          <Title order={2} size="h4" id="help-signals-title">
            {t('helpSignals.title')}
          </Title>
        </Group>
        {count > 0 ? (
          <Badge color="orange" variant="light">
            {t('helpSignals.studentsCount', { count })}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('helpSignals.hint')}
      </Text>
      {signals.isPending ? (
        <Spinner centered />
      ) : signals.isError ? (
        <QueryError error={signals.error} onRetry={() => void signals.refetch()} />
      ) : signals.data.length === 0 ? (
        <Text>{t('helpSignals.empty')}</Text>
      ) : (
        <SignalsList classId={classId} signals={signals.data} />
      )}
    </Card>
  );
}
