import type { RecordingVideoExtension } from '@umka/contracts';
import type { ZodType } from 'zod';
import { AppError, fieldError, fieldErrorsOf } from './app-error.ts';
import type { VideoReceiver } from './video-http.ts';
import type { ReceivedFile, VideoStore } from './video-store.ts';
import { detectVideoType, VIDEO_HEAD_BYTES } from './video-type.ts';

/**
 * A video upload's fields and file checked together, so the form hears of every mistake at once: the fields by
 * `schema`, the file by its bytes (mp4 or webm). Answers the parsed fields, the file and its kind.
 */
export async function checkedVideoUpload<F>(
  store: VideoStore,
  schema: ZodType<F>,
  fields: unknown,
  file: ReceivedFile | null,
): Promise<{ data: F; file: ReceivedFile; extension: RecordingVideoExtension }> {
  const parsed = schema.safeParse(fields);
  const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues);
  const extension = file ? await detectVideoType(await store.head(file.temporary, VIDEO_HEAD_BYTES)) : null;
  if (!file) errors.push(fieldError('file', 'FIELD_REQUIRED'));
  else if (!extension) errors.push(fieldError('file', 'VIDEO_TYPE_NOT_ALLOWED'));
  if (!parsed.success || !file || !extension) throw new AppError('VALIDATION_FAILED', { fields: errors });
  return { data: parsed.data, file, extension };
}

/**
 * Runs `work`, which may keep the received file under a stored name (through `keep`) and write the row that names it.
 * The temporary file is gone afterwards whatever happens, and a kept file whose work then failed is removed again,
 * so a refused upload leaves nothing on disk.
 */
export async function withReceivedFile<T>(
  store: VideoStore,
  received: ReceivedFile | null,
  work: (keep: (file: ReceivedFile, extension: RecordingVideoExtension) => Promise<string>) => Promise<T>,
): Promise<T> {
  let kept: string | null = null;
  try {
    const result = await work(async (file, extension) => {
      kept = await store.keep(file.temporary, extension);
      return kept;
    });
    kept = null;
    return result;
  } finally {
    if (received) await store.discard(received.temporary);
    if (kept) await store.remove(kept);
  }
}

/** The receiving half of an upload service: the multipart reader streams into the store, and a refused file goes. */
export function storeReceiver(store: Pick<VideoStore, 'receive' | 'discard'>): VideoReceiver {
  return {
    receive: (stream) => store.receive(stream),
    async discard(file) {
      if (file) await store.discard(file.temporary);
    },
  };
}
