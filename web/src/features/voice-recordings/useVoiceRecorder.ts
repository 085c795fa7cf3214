import { VOICE_RECORDING_MAX_SECONDS } from '@umka/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  canRecord,
  type LiveRecording,
  MicrophoneError,
  type MicrophoneProblem,
  startRecording,
} from './microphone.ts';
import { sendVoiceRecording } from './voiceRecordings.queries.ts';

export const MAX_RECORDING_MS = VOICE_RECORDING_MAX_SECONDS * 1000;
const TICK_MS = 200;

export type RecorderPhase =
  | { kind: 'ready' }
  | { kind: 'asking' }
  | { kind: 'recording' }
  | { kind: 'recorded' }
  | { kind: 'sending'; progress: number }
  | { kind: 'sent' }
  | { kind: 'sendFailed'; error: unknown }
  | { kind: 'problem'; problem: MicrophoneProblem };

/** What was recorded: kept in this tab only, as an object URL, until it is discarded or the page goes. */
export interface Take {
  url: string;
  audio: Blob;
  durationMs: number;
}

export interface VoiceTarget {
  subjectId: number;
  topic: string;
  topicTitle: string;
}

/**
 * The recorder's states: ask for the microphone, record up to a minute (then stop by itself), listen, record again,
 * discard, or send to the teacher with progress; a failed send keeps the recording for another try. Whatever is
 * recording or held is let go when the component goes.
 */
export function useVoiceRecorder(target: VoiceTarget) {
  const [phase, setPhase] = useState<RecorderPhase>(() =>
    canRecord() ? { kind: 'ready' } : { kind: 'problem', problem: 'unsupported' },
  );
  const [take, setTake] = useState<Take | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const live = useRef<LiveRecording | null>(null);
  const startedAt = useRef(0);
  const heldUrl = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      live.current?.cancel();
      live.current = null;
      if (heldUrl.current) URL.revokeObjectURL(heldUrl.current);
      heldUrl.current = null;
    };
  }, []);

  const forget = useCallback(() => {
    if (heldUrl.current) URL.revokeObjectURL(heldUrl.current);
    heldUrl.current = null;
    setTake(null);
  }, []);

  const start = useCallback(async () => {
    forget();
    setElapsedMs(0);
    setPhase({ kind: 'asking' });
    try {
      const recording = await startRecording();
      if (!mounted.current) {
        recording.cancel();
        return;
      }
      live.current = recording;
      startedAt.current = Date.now();
      setPhase({ kind: 'recording' });
    } catch (error) {
      if (mounted.current) {
        setPhase({ kind: 'problem', problem: error instanceof MicrophoneError ? error.problem : 'failed' });
      }
    }
  }, [forget]);

  const stop = useCallback(async () => {
    const recording = live.current;
    if (!recording) return;
    live.current = null;
    const durationMs = Math.min(MAX_RECORDING_MS, Math.max(1, Date.now() - startedAt.current));
    setElapsedMs(durationMs);
    const audio = await recording.stop();
    if (!mounted.current) return;
    const url = URL.createObjectURL(audio);
    heldUrl.current = url;
    setTake({ url, audio, durationMs });
    setPhase({ kind: 'recorded' });
  }, []);

  useEffect(() => {
    if (phase.kind !== 'recording') return;
    const timer = setInterval(() => {
      const ms = Date.now() - startedAt.current;
      setElapsedMs(Math.min(ms, MAX_RECORDING_MS));
      if (ms >= MAX_RECORDING_MS) void stop();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase.kind, stop]);

  const discard = useCallback(() => {
    forget();
    setElapsedMs(0);
    setPhase({ kind: 'ready' });
  }, [forget]);

  const send = useCallback(async () => {
    if (!take) return;
    setPhase({ kind: 'sending', progress: 0 });
    try {
      await sendVoiceRecording({ ...target, durationMs: take.durationMs, audio: take.audio }, (progress) => {
        if (mounted.current) setPhase({ kind: 'sending', progress });
      });
      if (mounted.current) setPhase({ kind: 'sent' });
    } catch (error) {
      if (mounted.current) setPhase({ kind: 'sendFailed', error });
    }
  }, [take, target]);

  return { phase, take, elapsedMs, start, stop, discard, send };
}
