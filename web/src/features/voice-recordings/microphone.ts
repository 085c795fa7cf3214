import { VOICE_RECORDER_MIME_TYPES } from '@umka/contracts';

/**
 * The browser's microphone behind a small seam (getUserMedia and MediaRecorder), so the recorder's states can be
 * tested with a fake one: tests replace this module.
 */

/** Why there is no recording: no way to record here, permission refused, no microphone, or it failed to start. */
export type MicrophoneProblem = 'unsupported' | 'denied' | 'missing' | 'failed';

export class MicrophoneError extends Error {
  constructor(readonly problem: MicrophoneProblem) {
    super(`microphone: ${problem}`);
    this.name = 'MicrophoneError';
  }
}

/** A recording under way. */
export interface LiveRecording {
  /** Stops and answers the sound, typed as the recorder wrote it. */
  stop(): Promise<Blob>;
  /** Stops and throws the sound away. */
  cancel(): void;
}

/** Speech needs little: a small file that still sounds like the child. */
const BITS_PER_SECOND = 32_000;

/** Whether this browser can record at all (an old browser, or a page not served over https, cannot). */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

function problemOf(error: unknown): MicrophoneProblem {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/** The first type the server keeps that this browser records; undefined leaves the choice to the browser. */
function recordedType(): string | undefined {
  return VOICE_RECORDER_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** Asks for the microphone (the browser shows its prompt the first time) and starts recording. */
export async function startRecording(): Promise<LiveRecording> {
  if (!canRecord()) throw new MicrophoneError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw new MicrophoneError(problemOf(error));
  }
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  const chunks: Blob[] = [];
  let recorder: MediaRecorder;
  try {
    const mimeType = recordedType();
    recorder = new MediaRecorder(stream, { audioBitsPerSecond: BITS_PER_SECOND, ...(mimeType ? { mimeType } : {}) });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start();
  } catch {
    release();
    throw new MicrophoneError('failed');
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        recorder.onstop = () => {
          release();
          resolve(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
        };
        if (recorder.state === 'inactive') recorder.onstop(new Event('stop'));
        else recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
