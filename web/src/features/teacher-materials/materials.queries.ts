import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  classMaterialSchema,
  idResultSchema,
  type MaterialBody,
  materialSchema,
  type RecordingBody,
  recordingSchema,
  type ScheduleSlot,
  scheduleSlotSchema,
} from '@umka/contracts';
import { z } from 'zod';
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
    queryFn: () => silentApi.get(`/teachers/${teacherId}/materials`, { schema: z.array(materialSchema) }),
    enabled: teacherId !== null,
  });
}

export function useClassMaterials(classId: number) {
  return useQuery({
    queryKey: materialsKeys.ofClass(classId),
    queryFn: () => silentApi.get(`/groups/${classId}/materials`, { schema: z.array(classMaterialSchema) }),
  });
}

export function useClassSchedule(classId: number) {
  return useQuery({
    queryKey: materialsKeys.schedule(classId),
    queryFn: () => silentApi.get(`/groups/${classId}/schedule`, { schema: z.array(scheduleSlotSchema) }),
  });
}

export function useClassRecordings(classId: number) {
  return useQuery({
    queryKey: materialsKeys.recordings(classId),
    queryFn: () => silentApi.get(`/groups/${classId}/recordings`, { schema: z.array(recordingSchema) }),
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
        ? silentApi.post(`/teachers/${teacherId}/materials`, body, { schema: materialSchema })
        : silentApi.patch(`/materials/${materialId}`, body, { schema: materialSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (materialId: number) =>
      silentApi.delete(`/materials/${materialId}`, undefined, { schema: idResultSchema }),
    onSuccess: invalidate,
  });
}

export function useShareMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: ({ materialId, groupIds }: { materialId: number; groupIds: number[] }) =>
      silentApi.put(`/materials/${materialId}/groups`, { group_ids: groupIds }, { schema: materialSchema }),
    onSuccess: invalidate,
  });
}

export function useSaveSchedule(classId: number) {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (slots: ScheduleSlot[]) =>
      silentApi.put(`/groups/${classId}/schedule`, { slots }, { schema: z.array(scheduleSlotSchema) }),
    onSuccess: invalidate,
  });
}

export function useAddRecording(classId: number) {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: RecordingBody) =>
      silentApi.post(`/groups/${classId}/recordings`, body, { schema: recordingSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteRecording() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (recordingId: number) =>
      silentApi.delete(`/recordings/${recordingId}`, undefined, { schema: idResultSchema }),
    onSuccess: invalidate,
  });
}
