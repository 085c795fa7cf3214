import { ActionIcon, Button, Center, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDoorExit, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { Trainer, TrainerSession } from '@umka/contracts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { answersMayBeNegative, applyKey, parseAnswer } from './answerText.ts';
import { Countdown } from './Countdown.tsx';
import { PlayScreen } from './PlayScreen.tsx';
import { ResultScreen } from './ResultScreen.tsx';
import { StartScreen } from './StartScreen.tsx';
import { useSound } from './sound.ts';
import type { AnyTrainerUi, RoundSummary } from './types.ts';
import { useRound } from './useRound.ts';
import './shell.css';

export interface GameShellProps {
  ui: AnyTrainerUi;
  trainer: Trainer;
  /** The subject a student plays in; null for a teacher, whose rounds are played locally and not saved. */
  subjectId: number | null;
  userId: number;
  onLeave: () => void;
  /**
   * A round with settings chosen elsewhere (an admin's mental test): the start screen shows no
   * settings form, and Start plays exactly this value without remembering it.
   */
  fixedSettings?: unknown;
  /** Shown on the start screen under the title (what the fixed round is about). */
  intro?: ReactNode;
  /** Creates the server session instead of the catalogue's POST /trainers/{id}/sessions (a homework item). */
  startSession?: (chosen: unknown) => Promise<TrainerSession>;
  /** Shown on the result screen above its buttons (a homework's progress toward its target). */
  outro?: (summary: RoundSummary) => ReactNode;
  /** The trainer to offer after this one on the result screen. */
  next?: { to: string; title: string } | null;
}

const ANSWER_KEYS = /^[0-9.,-]$|^Backspace$/;

/** The frame every number trainer plays in: settings, countdown, tasks with feedback, result. */
export function GameShell(props: GameShellProps) {
  const { ui, trainer, subjectId, userId, onLeave, fixedSettings, intro, startSession, outro, next } = props;
  const { t } = useTranslation();
  const localized = useLocalized();
  const sound = useSound();
  const round = useRound({ ui, trainer, subjectId, play: sound.play, startSession });
  const [typed, setTyped] = useState('');
  const [playedBefore, setPlayedBefore] = useState(false);
  // Which task said it is fully shown; tied to the round's task list so a new round never inherits it.
  const [shown, setShown] = useState<{ tasks: unknown[]; index: number } | null>(null);
  const ready = round.phase === 'playing' && shown?.tasks === round.tasks && shown.index === round.index;
  const confirming = useRef(false);
  // Bumped to show the current task again from its start (see askToQuit).
  const [showing, setShowing] = useState(0);
  const inRound = round.phase === 'countdown' || round.phase === 'playing';
  const currentTask = round.tasks[round.index];
  // A task answered inside its view (fraction fields, abacus beads) keeps its keys for itself.
  const keypadTask = currentTask !== undefined && (ui.usesKeypad?.(currentTask) ?? true);
  const negatives = answersMayBeNegative(ui, round.settings);

  // Each task starts with an empty answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index is the trigger, not a value read here
  useEffect(() => {
    setTyped('');
  }, [round.index, round.phase]);

  const submit = useCallback(() => {
    const value = parseAnswer(typed);
    if (!ready || value === null) return;
    round.answer(value);
  }, [typed, ready, round]);

  const askToQuit = useCallback(async () => {
    if (confirming.current) return;
    confirming.current = true;
    // Flashing numbers and a card shown for a moment go on behind the dialog; a player who stays gets them again.
    const midShow = round.phase === 'playing' && !ready;
    const leave = await confirmAction({ title: t('trainers.shell.quitTitle'), message: t('trainers.shell.quitText') });
    // The Escape that closed the dialog is still on its way to our listener (a browser settles the
    // dialog between listeners of one event); released at once, it would open the dialog again.
    window.setTimeout(() => {
      confirming.current = false;
    });
    if (leave) round.quit();
    else if (midShow) {
      setShown(null);
      setShowing((count) => count + 1);
    }
  }, [round, ready, t]);

  useEffect(() => {
    if (!inRound) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (confirming.current || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        void askToQuit();
      } else if (round.phase !== 'playing' || !ready || !keypadTask || round.waiting) {
        return;
      } else if (event.key === 'Enter') {
        event.preventDefault();
        submit();
      } else if (ANSWER_KEYS.test(event.key)) {
        event.preventDefault();
        setTyped((text) => applyKey(text, event.key, ui.decimals, negatives));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inRound, round.phase, round.waiting, ready, keypadTask, submit, askToQuit, ui.decimals, negatives]);

  const { tasks, index } = round;
  const markShown = useCallback(() => setShown({ tasks, index }), [tasks, index]);

  return (
    <Stack align="center" gap="lg" px="md" pt={72} pb="xl" mih="100%">
      <Group pos="absolute" top={16} right={16} gap="xs">
        {inRound ? (
          <Tooltip label={t('trainers.shell.quit')}>
            <ActionIcon
              variant="light"
              color="red"
              size="xl"
              radius="xl"
              onClick={() => void askToQuit()}
              aria-label={t('trainers.shell.quit')}
            >
              <IconDoorExit />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <ActionIcon
          variant="light"
          size="xl"
          radius="xl"
          onClick={sound.toggleMuted}
          aria-label={sound.muted ? t('trainers.shell.unmute') : t('trainers.shell.mute')}
          aria-pressed={sound.muted}
        >
          {sound.muted ? <IconVolumeOff /> : <IconVolume />}
        </ActionIcon>
      </Group>
      {round.phase === 'start' || round.phase === 'starting' ? (
        <StartScreen
          ui={ui}
          trainer={trainer}
          starting={round.phase === 'starting'}
          onStart={(settings) => {
            sound.unlock();
            setPlayedBefore(true);
            void round.begin(settings);
          }}
          note={subjectId === null ? t('trainers.shell.notSaved') : undefined}
          error={round.startError}
          fixedSettings={fixedSettings}
          intro={intro}
          focusStart={playedBefore}
        />
      ) : null}
      {inRound || round.phase === 'sending' ? (
        <VisuallyHidden>
          <h1>{localized(trainer.title)}</h1>
        </VisuallyHidden>
      ) : null}
      {round.phase === 'countdown' ? (
        <Center mih={320}>
          <Countdown value={round.countdown} />
        </Center>
      ) : null}
      {round.phase === 'playing' ? (
        <PlayScreen
          ui={ui}
          round={round}
          typed={typed}
          ready={ready}
          showing={showing}
          onShown={markShown}
          onAnswer={(value, taskIndex) => {
            if (ready) round.answer(value, taskIndex);
          }}
          onKey={(key) => setTyped((text) => applyKey(text, key, ui.decimals, negatives))}
          onSubmit={submit}
          onFinish={round.stop}
        />
      ) : null}
      {round.phase === 'sending' ? (
        <Stack align="center" mih={320} justify="center">
          <Text size="lg">{round.sendFailed ? t('trainers.shell.sendFailed') : t('trainers.shell.sending')}</Text>
          {round.sendFailed ? <Button onClick={round.retrySend}>{t('trainers.shell.sendAgain')}</Button> : null}
        </Stack>
      ) : null}
      {round.phase === 'result' && round.summary ? (
        <ResultScreen
          summary={round.summary}
          bestOwner={subjectId === null ? null : { userId, trainerId: trainer.id, subjectId }}
          onAgain={round.quit}
          onLeave={onLeave}
          count={ui.ResultCount ? <ui.ResultCount summary={round.summary} /> : undefined}
          extra={
            <>
              {ui.ResultDetails ? <ui.ResultDetails summary={round.summary} /> : null}
              {outro?.(round.summary)}
            </>
          }
          next={next}
        />
      ) : null}
    </Stack>
  );
}
