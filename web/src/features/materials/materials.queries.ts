import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MaterialBody,
  materialsApi,
  RECORDING_VIDEO_URL_TTL_SECONDS,
  type RecordingBody,
  type RecordingVideoUrl,
  type ScheduleSlot,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

// Silent calls: each form shows its own failure beside its fields, or the page its error block.

export const materialsKeys = {
  all: ['materials'] as const,
  library: (teacherId: number) => ['materials', 'library', teacherId] as const,
  ofClass: (classId: number) => ['materials', 'class', classId] as const,
  schedule: (classId: number) => ['materials', 'schedule', classId] as const,
  recordings: (classId: number) => ['materials', 'recordings', classId] as const,
};

export function useLibrary(teacherId: number | null) {
  return useQuery({
    queryKey: materialsKeys.library(teacherId ?? 0),
    queryFn: teacherId === null ? skipToken : () => silentApi.call(materialsApi.library, { params: { id: teacherId } }),
  });
}

export function useClassMaterials(classId: number) {
  return useQuery({
    queryKey: materialsKeys.ofClass(classId),
    queryFn: () => silentApi.call(materialsApi.ofGroup, { params: { id: classId } }),
  });
}

export function useClassSchedule(classId: number) {
  return useQuery({
    queryKey: materialsKeys.schedule(classId),
    queryFn: () => silentApi.call(materialsApi.schedule, { params: { id: classId } }),
  });
}

export function useClassRecordings(classId: number) {
  return useQuery({
    queryKey: materialsKeys.recordings(classId),
    queryFn: () => silentApi.call(materialsApi.recordings, { params: { id: classId } }),
  });
}

/** A change to a material shows in the library and in every class it is shared with, so all are read again. */
function useInvalidateMaterials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: materialsKeys.all });
}

export function useSaveMaterial(teacherId: number) {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: ({ materialId, body }: { materialId: number | null; body: MaterialBody }) =>
      materialId === null
        ? silentApi.call(materialsApi.create, { params: { id: teacherId }, body })
        : silentApi.call(materialsApi.update, { params: { id: materialId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (materialId: number) => silentApi.call(materialsApi.remove, { params: { id: materialId } }),
    onSuccess: invalidate,
  });
}

export function useShareMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: ({ materialId, groupIds }: { materialId: number; groupIds: number[] }) =>
      silentApi.call(materialsApi.share, { params: { id: materialId }, body: { group_ids: groupIds } }),
    onSuccess: invalidate,
  });
}

export function useSaveSchedule(classId: number) {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (slots: ScheduleSlot[]) =>
      silentApi.call(materialsApi.replaceSchedule, { params: { id: classId }, body: { slots } }),
    onSuccess: invalidate,
  });
}

export function useAddRecording(classId: number) {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: RecordingBody) => silentApi.call(materialsApi.addRecording, { params: { id: classId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRecording() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (recordingId: number) => silentApi.call(materialsApi.removeRecording, { params: { id: recordingId } }),
    onSuccess: invalidate,
  });
}

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
