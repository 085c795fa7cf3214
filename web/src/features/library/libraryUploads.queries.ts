import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LibraryMaterial, type LibraryVideoFields, libraryApi } from '@umka/contracts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';
import type { UploadControls } from '../../ui/upload/useUploadProgress.ts';
import { libraryKeys } from './library.queries.ts';

function fileForm(file: File, data?: LibraryVideoFields): FormData {
  const form = new FormData();
  // The fields come first, so the server has them before the file streams in.
  if (data) form.append('data', JSON.stringify(data));
  form.append('file', file);
  return form;
}

function useLibraryUpload<Input extends UploadControls>(send: (input: Input) => Promise<LibraryMaterial>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

/** POST /library/materials/video with progress: an uploaded MP4 or WebM as a new video material. */
export function useUploadLibraryVideo() {
  return useLibraryUpload(
    ({ fields, file, ...controls }: UploadControls & { fields: LibraryVideoFields; file: File }) =>
      uploadWithProgress(libraryApi.uploadVideo, { body: fileForm(file, fields) }, controls),
  );
}

/** A material's new file: PUT …/video for a video, PUT …/file for a document or a picture. */
export function useReplaceLibraryFile() {
  return useLibraryUpload(
    ({ material, file, ...controls }: UploadControls & { material: LibraryMaterial; file: File }) =>
      uploadWithProgress(
        material.kind === 'video' ? libraryApi.replaceVideo : libraryApi.replaceFile,
        { params: { id: material.id }, body: fileForm(file) },
        controls,
      ),
  );
}
