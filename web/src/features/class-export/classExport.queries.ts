import { useMutation } from '@tanstack/react-query';
import {
  type ClassExportFormat,
  type ClassExportSection,
  classExportApi,
  classExportFileName,
  type Locale,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

export interface ClassExportRequest {
  schoolClass: { id: number; title: string };
  from: string;
  to: string;
  format: ClassExportFormat;
  section: ClassExportSection;
  locale: Locale;
}

/**
 * The file needs the bearer token, so a plain link cannot fetch it: it comes through the API client and is handed to the
 * browser as a download of an object URL, under the name the server gives it too (a fetched blob loses the header's).
 * Silent: the modal shows a refused field under that field and any other failure as its own notice.
 */
async function downloadClassExport(request: ClassExportRequest): Promise<string> {
  const { schoolClass, from, to, format, section } = request;
  const blob = await silentApi.call(classExportApi.download, {
    params: { id: schoolClass.id },
    query: { from, to, format, ...(format === 'csv' ? { section } : {}) },
  });
  const fileName = classExportFileName({ title: schoolClass.title, from, to, format, section, locale: request.locale });
  saveFile(blob, fileName);
  return fileName;
}

export function useClassExport() {
  return useMutation({ mutationFn: downloadClassExport });
}
