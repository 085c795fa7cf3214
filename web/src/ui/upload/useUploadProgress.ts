import { useCallback, useEffect, useRef, useState } from 'react';

/** What an upload call is given: where to report its share sent (0–1), and the signal that cancels it. */
export interface UploadControls {
  onProgress: (share: number) => void;
  signal: AbortSignal;
}

/**
 * One upload at a time with its progress (null while none runs). A cancelled upload answers null rather than an error;
 * leaving the page cancels the upload nobody would see the end of.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = useRef<AbortController | null>(null);

  useEffect(() => () => uploading.current?.abort(), []);

  const run = useCallback(async <T>(send: (controls: UploadControls) => Promise<T>): Promise<T | null> => {
    const controller = new AbortController();
    uploading.current = controller;
    setProgress(0);
    try {
      return await send({ onProgress: setProgress, signal: controller.signal });
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      return null;
    } finally {
      uploading.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => uploading.current?.abort(), []);
  return { progress, run, cancel };
}
