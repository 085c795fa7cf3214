import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataRightsApi } from '@umka/contracts';
import { api } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

/** Downloads the student's whole record as the ZIP the server builds. */
export function useStudentExport(studentId: number) {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.call(dataRightsApi.exportStudent, { params: { id: studentId } });
      saveFile(blob, `umka-student-${studentId}.zip`);
    },
  });
}

/**
 * Erases the student; every cached answer may have shown them, so the cache starts over — without waiting for
 * it, so the page that showed the student can lead away before its own answer turns into a 404.
 */
export function useEraseStudent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(dataRightsApi.eraseStudent, { params: { id: studentId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
