import { type Trainer, type TrainerSession, trainersApi } from '@umka/contracts';
import { roundFacts } from '@umka/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, silentApi } from '../../lib/api.ts';
import { ApiError, isApiError } from '../../lib/api-error.ts';
import type { SoundKind } from './sound.ts';
import type { AnyTrainerUi, RoundSummary } from './types.ts';

export type RoundPhase = 'start' | 'starting' | 'countdown' | 'playing' | 'sending' | 'result';

export interface PlayedTask {
  index: number;
  answer: unknown;
  ms: number;
  correct: boolean;
}

export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1000;
export const FEEDBACK_RIGHT_MS = 600;
export const FEEDBACK_WRONG_MS = 1400;

export interface RoundOptions {
  ui: AnyTrainerUi;
  trainer: Trainer;
  /** The subject a student plays in; null for a teacher trying the trainer out. */
  subjectId: number | null;
  play: (kind: SoundKind) => void;
  /** Creates the round's server session another way (a homework item with the teacher's settings). */
  startSession?: (chosen: unknown) => Promise<TrainerSession>;
}

function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** Why a round could not start, for the start screen; anything that is not the server's answer is reported as ours. */
function startFailure(error: unknown): ApiError {
  return isApiError(error) ? error : ApiError.of(0, 'INTERNAL_ERROR');
}

/**
 * One round from start to result: creates the server session, plays the seeded tasks, measures
 * each answer from the moment its task appears, and posts the answers when the round ends.
 * An open-ended round (the speed test) goes on to the next task at once, the feedback showing
 * beside it, and ends when the time is out or the player finishes it; a flowing one (a Schulte table) goes on at
 * once too, and ends with its last task.
 */
export function useRound({ ui, trainer, subjectId, play, startSession }: RoundOptions) {
  const [phase, setPhase] = useState<RoundPhase>('start');
  const [settings, setSettings] = useState<unknown>(null);
  const [tasks, setTasks] = useState<unknown[]>([]);
  const [index, setIndex] = useState(0);
  const [countdown, setCountdown] = useState(COUNTDOWN_FROM);
  const [feedback, setFeedback] = useState<PlayedTask | null>(null);
  const [summary, setSummary] = useState<RoundSummary | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const [startError, setStartError] = useState<ApiError | null>(null);
  const [tally, setTally] = useState({ correct: 0, answered: 0 });
  const [startedAt, setStartedAt] = useState(0);
  const openEnded = ui.rules.openEnded === true;
  const flowing = openEnded || ui.flow === true;
  const anyOrder = ui.anyOrder === true;
  const [answeredTasks, setAnsweredTasks] = useState<ReadonlySet<number>>(() => new Set());
  const sessionId = useRef<number | null>(null);
  const played = useRef<PlayedTask[]>([]);
  const taskShownAt = useRef<number | null>(null);
  const timers = useRef<number[]>([]);
  const timedOut = useRef(false);

  const later = useCallback((ms: number, action: () => void) => {
    timers.current.push(window.setTimeout(action, ms));
  }, []);
  const clearTimers = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const send = useCallback(
    async (elapsedMs: number) => {
      const answers = played.current;
      const correct = answers.filter((answer) => answer.correct).length;
      // The server counts an open-ended round's answered tasks only, and so does a local round.
      const total = openEnded ? answers.length : tasks.length;
      const facts = roundFacts(
        ui.rules,
        answers.map((entry) => ({
          task: tasks[entry.index],
          answer: entry.answer,
          ms: entry.ms,
          right: entry.correct,
        })),
        settings,
      );
      const local = { correct, total, timedOut: timedOut.current, openEnded, ...facts };
      if (sessionId.current === null) {
        const outcome = ui.rules.outcome(correct, total, elapsedMs, settings, facts);
        setSummary({ ...local, score: outcome.score, server: null });
        setPhase('result');
        return;
      }
      setPhase('sending');
      setSendFailed(false);
      try {
        const result = await api.call(trainersApi.submitResult, {
          params: { sessionId: sessionId.current },
          body: {
            answers: answers.map(({ index: i, answer, ms }) => ({ index: i, answer, ms })),
            elapsed_ms: elapsedMs,
          },
        });
        // A refused round counts for nothing, yet the player still sees how many they got right.
        const counted =
          result.validate_status === 'rejected' ? local : { correct: result.correct, total: result.total };
        setSummary({ ...local, ...counted, score: result.score, server: result });
        setPhase('result');
      } catch {
        setSendFailed(true);
      }
    },
    [tasks, settings, ui.rules, openEnded],
  );

  const elapsedRef = useRef(0);
  const finish = useCallback(() => {
    clearTimers();
    elapsedRef.current = Math.max(0, Math.round(Date.now() - startedAt));
    play('end');
    void send(elapsedRef.current);
  }, [clearTimers, play, send, startedAt]);
  const retrySend = useCallback(() => void send(elapsedRef.current), [send]);

  const begin = useCallback(
    async (chosen: unknown) => {
      setPhase('starting');
      setStartError(null);
      let seed = randomSeed();
      let roundSettings = chosen;
      sessionId.current = null;
      try {
        if (subjectId !== null) {
          // Silent: a refusal is shown on the start screen, under the field it concerns.
          const session = startSession
            ? await startSession(chosen)
            : await silentApi.call(trainersApi.startSession, {
                params: { id: trainer.id },
                body: { subject_id: subjectId, settings: chosen },
              });
          // The server may have adjusted or built the settings; the round is played from what it stored.
          roundSettings = ui.rules.settings.parse(session.settings);
          sessionId.current = session.session_id;
          seed = session.seed;
        } else if (ui.resolveTryOutSettings) {
          roundSettings = await ui.resolveTryOutSettings(chosen);
        }
      } catch (error) {
        setStartError(startFailure(error));
        setPhase('start');
        return;
      }
      played.current = [];
      setAnsweredTasks(new Set());
      setTally({ correct: 0, answered: 0 });
      timedOut.current = false;
      setSettings(roundSettings);
      setTasks(ui.rules.generate(seed, roundSettings));
      setIndex(0);
      setFeedback(null);
      setSummary(null);
      setCountdown(COUNTDOWN_FROM);
      setPhase('countdown');
      play('tick');
      for (let step = 1; step < COUNTDOWN_FROM; step++) {
        later(step * COUNTDOWN_STEP_MS, () => {
          setCountdown(COUNTDOWN_FROM - step);
          play('tick');
        });
      }
      later(COUNTDOWN_FROM * COUNTDOWN_STEP_MS, () => {
        play('go');
        setStartedAt(Date.now());
        setPhase('playing');
      });
    },
    [later, play, subjectId, trainer.id, ui.rules, ui.resolveTryOutSettings, startSession],
  );

  // Spec §8: a timed round ends by itself, and the result says the time is out.
  const limitMs = phase === 'playing' && settings !== null ? ui.rules.timeLimitMs(settings) : null;
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    if (limitMs === null) return;
    const id = window.setTimeout(
      () => {
        timedOut.current = true;
        finishRef.current();
      },
      Math.max(0, startedAt + limitMs - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [limitMs, startedAt]);

  // Time per task runs from the moment it appears, flashing included: that is what the server's floors assume.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index is a new task, so the clock restarts
  useEffect(() => {
    taskShownAt.current = phase === 'playing' ? Date.now() : null;
  }, [phase, index]);

  // The player waits for the feedback before the next task, except in an open-ended or flowing round.
  const waiting = feedback !== null && !flowing;

  const answer = useCallback(
    (value: unknown, taskIndex?: number) => {
      if (phase !== 'playing' || waiting) return;
      const at = anyOrder && taskIndex !== undefined ? taskIndex : index;
      const task = tasks[at];
      const shownAt = taskShownAt.current;
      if (task === undefined || shownAt === null || played.current.some((entry) => entry.index === at)) return;
      const correct = ui.rules.check(task, value, settings);
      if (ui.ownClock?.ranOut(task, value)) timedOut.current = true;
      const now = Date.now();
      const entry = { index: at, answer: value, ms: Math.max(0, Math.round(now - shownAt)), correct };
      played.current = [...played.current, entry];
      setAnsweredTasks((was) => new Set(was).add(at));
      setTally((was) => ({ correct: was.correct + (correct ? 1 : 0), answered: was.answered + 1 }));
      setFeedback(entry);
      play(correct ? 'right' : 'wrong');
      const next = () => {
        if (anyOrder) {
          // The same view stays; the next answer's time runs from this one.
          if (played.current.length >= tasks.length) finish();
          else taskShownAt.current = now;
        } else if (index + 1 >= tasks.length) finish();
        else setIndex(index + 1);
      };
      const feedbackMs = correct ? FEEDBACK_RIGHT_MS : FEEDBACK_WRONG_MS;
      if (flowing) {
        next();
        later(feedbackMs, () => setFeedback((shown) => (shown === entry ? null : shown)));
      } else {
        later(feedbackMs, () => {
          setFeedback(null);
          next();
        });
      }
    },
    [phase, waiting, tasks, index, ui.rules, ui.ownClock, settings, play, later, finish, flowing, anyOrder],
  );

  /** The player ends an open-ended round early; what was answered is posted. */
  const stop = useCallback(() => {
    if (phase === 'playing') finish();
  }, [phase, finish]);

  const quit = useCallback(() => {
    clearTimers();
    sessionId.current = null;
    setFeedback(null);
    setPhase('start');
  }, [clearTimers]);

  return {
    phase,
    settings,
    tasks,
    index,
    countdown,
    feedback,
    waiting,
    openEnded,
    tally,
    answeredTasks,
    anyOrder,
    summary,
    sendFailed,
    startError,
    startedAt,
    limitMs,
    begin,
    answer,
    stop,
    quit,
    retrySend,
  };
}

export type Round = ReturnType<typeof useRound>;
