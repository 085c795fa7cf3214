import { createContext, useContext } from 'react';

/** Lets the form know files are still uploading, so Save waits instead of leaving them out. */
export const UploadsInProgress = createContext<(delta: number) => void>(() => undefined);

export function useTrackUploads(): (delta: number) => void {
  return useContext(UploadsInProgress);
}
