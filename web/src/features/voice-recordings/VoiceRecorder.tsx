import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconLock,
  IconMicrophone,
  IconMicrophoneOff,
  IconPlayerStopFilled,
  IconRefresh,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { MAX_RECORDING_MS, type RecorderPhase, useVoiceRecorder } from './useVoiceRecorder.ts';

export interface VoiceRecorderProps {
  subjectId: number;
  /** A short key of the exercise (`articulation:clock`). */
  topic: string;
  /** The exercise's title as the teacher will read it, in the child's language. */
  topicTitle: string;
}

/** 0:07 */
function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The child records their own voice, listens to it, and may send it to their teacher (issue [10], articulation).
 * Nothing leaves the browser before "send"; without a microphone or permission the page around it still works.
 */
export function VoiceRecorder({ subjectId, topic, topicTitle }: VoiceRecorderProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { phase, take, elapsedMs, start, stop, discard, send } = useVoiceRecorder({ subjectId, topic, topicTitle });
  const box = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const shown = useRef(phase.kind);

  // The pressed button often leaves with the state it started: the next step's button takes the focus, unless the
  // user is busy elsewhere on the page (a recording that stopped by itself must not pull them back).
  useEffect(() => {
    if (shown.current === phase.kind) return;
    shown.current = phase.kind;
    const active = document.activeElement;
    if (active === document.body || box.current?.contains(active)) primary.current?.focus();
  }, [phase.kind]);

  const status = statusOf(phase, (key) => t(key));
  const failure = phase.kind === 'sendFailed' && phase.error instanceof ApiError ? localize(phase.error.message) : null;

  const action = (
    label: string,
    icon: ReactNode,
    onClick: () => void,
    { main = false, danger = false, loading = false } = {},
  ) => (
    <Button
      ref={main ? primary : undefined}
      leftSection={icon}
      onClick={onClick}
      loading={loading}
      variant={main ? 'filled' : 'light'}
      color={danger ? 'red' : undefined}
      radius="xl"
    >
      {label}
    </Button>
  );

  return (
    <Paper ref={box} withBorder radius="lg" p="md" component="section" aria-label={t('voiceRecordings.recorder.title')}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <IconMicrophone size={20} />
          </ThemeIcon>
          <Text fw={700}>{t('voiceRecordings.recorder.title')}</Text>
        </Group>

        <Text role="status" aria-live="polite" c={phase.kind === 'problem' ? 'orange.8' : undefined}>
          {phase.kind === 'sent' ? <IconCircleCheck size={18} color="var(--mantine-color-green-7)" /> : null} {status}
          {failure ? ` ${failure}` : null}
        </Text>

        {phase.kind === 'recording' ? (
          <Stack gap={4}>
            <Text fw={700} fz="xl" role="timer" aria-live="off">
              {t('voiceRecordings.recorder.elapsed', { elapsed: clock(elapsedMs), max: clock(MAX_RECORDING_MS) })}
            </Text>
            <Progress value={(elapsedMs / MAX_RECORDING_MS) * 100} color="red" aria-hidden />
          </Stack>
        ) : null}

        {take && phase.kind !== 'recording' && phase.kind !== 'asking' ? (
          // biome-ignore lint/a11y/useMediaCaption: a child's own voice, just recorded, has no captions
          <audio controls src={take.url} aria-label={t('voiceRecordings.recorder.player', { title: topicTitle })} />
        ) : null}

        {phase.kind === 'sending' ? (
          <Progress
            value={phase.progress * 100}
            aria-label={t('voiceRecordings.recorder.progress', { percent: Math.round(phase.progress * 100) })}
          />
        ) : null}

        <Group gap="sm">
          {phase.kind === 'ready' || phase.kind === 'asking'
            ? action(t('voiceRecordings.recorder.record'), <IconMicrophone size={18} />, () => void start(), {
                main: true,
                loading: phase.kind === 'asking',
              })
            : null}
          {phase.kind === 'recording'
            ? action(t('voiceRecordings.recorder.stop'), <IconPlayerStopFilled size={18} />, () => void stop(), {
                main: true,
              })
            : null}
          {phase.kind === 'recorded' || phase.kind === 'sending' || phase.kind === 'sendFailed' ? (
            <>
              {action(
                t(phase.kind === 'sendFailed' ? 'voiceRecordings.recorder.sendAgain' : 'voiceRecordings.recorder.send'),
                <IconSend size={18} />,
                () => void send(),
                { main: true, loading: phase.kind === 'sending' },
              )}
              {phase.kind === 'sending' ? null : (
                <>
                  {action(t('voiceRecordings.recorder.again'), <IconRefresh size={18} />, () => void start())}
                  {action(t('voiceRecordings.recorder.discard'), <IconTrash size={18} />, discard, { danger: true })}
                </>
              )}
            </>
          ) : null}
          {phase.kind === 'sent'
            ? action(t('voiceRecordings.recorder.more'), <IconMicrophone size={18} />, () => void start(), {
                main: true,
              })
            : null}
          {phase.kind === 'problem' && phase.problem !== 'unsupported'
            ? action(t('voiceRecordings.recorder.tryAgain'), <IconRefresh size={18} />, () => void start(), {
                main: true,
              })
            : null}
        </Group>

        <Group gap={6} wrap="nowrap" c="dimmed">
          {phase.kind === 'problem' ? <IconMicrophoneOff size={14} /> : <IconLock size={14} />}
          <Text size="sm">{t('voiceRecordings.recorder.private')}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

type StatusKey =
  | 'voiceRecordings.recorder.status.ready'
  | 'voiceRecordings.recorder.status.asking'
  | 'voiceRecordings.recorder.status.recording'
  | 'voiceRecordings.recorder.status.recorded'
  | 'voiceRecordings.recorder.status.sending'
  | 'voiceRecordings.recorder.status.sent'
  | 'voiceRecordings.recorder.status.sendFailed'
  | 'voiceRecordings.recorder.problem.unsupported'
  | 'voiceRecordings.recorder.problem.denied'
  | 'voiceRecordings.recorder.problem.missing'
  | 'voiceRecordings.recorder.problem.failed';

/** The sentence the status line reads out for each state. */
function statusOf(phase: RecorderPhase, t: (key: StatusKey) => string): string {
  if (phase.kind === 'problem') return t(`voiceRecordings.recorder.problem.${phase.problem}`);
  return t(`voiceRecordings.recorder.status.${phase.kind}`);
}
