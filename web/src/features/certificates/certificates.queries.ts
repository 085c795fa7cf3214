import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Certificate, type CertificateCreate, certificatesApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

export const certificatesKeys = {
  student: (studentId: number) => ['students', studentId, 'certificates'] as const,
};

export function useCertificates(studentId: number | null) {
  return useQuery({
    queryKey: certificatesKeys.student(studentId ?? 0),
    queryFn:
      studentId === null ? skipToken : () => silentApi.call(certificatesApi.ofStudent, { params: { id: studentId } }),
  });
}

/** Silent: the form shows a refused field under that field, anything else as a notice of its own. */
export function useIssueCertificate(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateCreate) => silentApi.call(certificatesApi.issue, { params: { id: studentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKeys.student(studentId) }),
  });
}

/** Through the main client: a refused withdrawal is told by its "Oops" notice. */
export function useWithdrawCertificate(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: number) => api.call(certificatesApi.withdraw, { params: { id: certificateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKeys.student(studentId) }),
  });
}

/** Characters file systems refuse in a name. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|]+/g;

export function certificateFileName(certificate: Pick<Certificate, 'id' | 'title'>): string {
  const name = certificate.title.replace(UNSAFE_IN_FILE_NAME, ' ').trim().slice(0, 120);
  return `${name || `certificate-${certificate.id}`}.pdf`;
}

/**
 * The PDF needs the bearer token, so a plain link cannot fetch it: it is fetched through the main client
 * (its loading bar and failure notice) and handed to the browser as a download of an object URL.
 */
export async function downloadCertificate(certificate: Pick<Certificate, 'id' | 'title'>): Promise<void> {
  const blob = await api.call(certificatesApi.pdf, { params: { id: certificate.id } });
  saveFile(blob, certificateFileName(certificate));
}

/** A download in progress for one certificate at a time, so its button can show it is busy. */
export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
