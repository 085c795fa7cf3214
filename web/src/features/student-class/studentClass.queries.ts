import { skipToken, useQuery } from '@tanstack/react-query';
import { materialsApi, RECORDING_VIDEO_URL_TTL_SECONDS, type RecordingVideoUrl } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

/** The student's classes of the chosen subject, each with its schedule, materials and recordings. */
export function useStudentClasses(studentId: number | null, subjectId: number | null) {
  return useQuery({
    queryKey: ['studentClass', studentId, subjectId] as const,
    queryFn:
      studentId === null
        ? skipToken
        : () =>
            silentApi.call(materialsApi.studentClasses, {
              params: { id: studentId },
              query: { subject_id: subjectId ?? undefined },
            }),
  });
}

/** An address is renewed this long before it runs out, so a player handed it has time to start. */
const VIDEO_URL_MARGIN_MS = 60_000;

/** A signed address and when, by this device's clock, to stop trusting it (the server's clock may differ). */
export interface SignedVideo extends RecordingVideoUrl {
  renewAt: number;
}

const freshFor = (signed: SignedVideo) => signed.renewAt - Date.now();

/** Whether a signed address has run out, or is about to. */
export const isExpiring = (signed: SignedVideo) => freshFor(signed) <= 0;

/**
 * The signed address an uploaded recording plays from, read again shortly before it expires (while the
 * page is in view) and on any later read once it has.
 */
export function useRecordingVideoUrl(recordingId: number) {
  return useQuery({
    queryKey: ['recordingVideoUrl', recordingId] as const,
    queryFn: async (): Promise<SignedVideo> => {
      const signed = await silentApi.call(materialsApi.videoUrl, { params: { id: recordingId } });
      return { ...signed, renewAt: Date.now() + RECORDING_VIDEO_URL_TTL_SECONDS * 1000 - VIDEO_URL_MARGIN_MS };
    },
    staleTime: (query) => (query.state.data ? Math.max(0, freshFor(query.state.data)) : 0),
    refetchInterval: (query) => (query.state.data ? Math.max(1000, freshFor(query.state.data)) : false),
  });
}
