import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LibraryCreateBody,
  type LibraryDocNode,
  type LibraryListQuery,
  type LibraryPage,
  type LibraryUpdateBody,
  type LibraryUploadFields,
  libraryApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';
import type { UploadControls } from '../../ui/upload/useUploadProgress.ts';

export const libraryKeys = {
  all: ['library'] as const,
  list: (query: LibraryListQuery) => ['library', 'list', query] as const,
  tags: (subjectId: number | undefined) => ['library', 'tags', subjectId ?? 0] as const,
  draft: (id: number) => ['library', 'draft', id] as const,
  page: (id: number) => ['library', 'page', id] as const,
  trainers: ['library', 'trainers'] as const,
  ofGroup: (groupId: number) => ['library', 'group', groupId] as const,
};

/** The library as the caller may see it (admins: all; teachers: published, their subjects), filtered by the server. */
export function useLibrary(query: LibraryListQuery) {
  return useQuery({
    queryKey: libraryKeys.list(query),
    queryFn: () => silentApi.call(libraryApi.list, { query }),
    placeholderData: (previous) => previous,
  });
}

export function useLibraryTags(subjectId: number | undefined) {
  return useQuery({
    queryKey: libraryKeys.tags(subjectId),
    queryFn: () => silentApi.call(libraryApi.tags, { query: subjectId === undefined ? {} : { subject_id: subjectId } }),
  });
}

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

export function useCreateLibraryMaterial() {
  return useInvalidatingMutation((body: LibraryCreateBody) => api.call(libraryApi.create, { body }));
}

export interface LibraryFileUpload extends UploadControls {
  fields: LibraryUploadFields;
  file: File;
}

/** POST /library/materials/upload with progress: the fields as a `data` part, then the file. */
export function useUploadLibraryMaterial() {
  return useInvalidatingMutation(({ fields, file, onProgress, signal }: LibraryFileUpload) => {
    const form = new FormData();
    form.append('data', JSON.stringify(fields));
    form.append('file', file);
    return uploadWithProgress(libraryApi.upload, { body: form }, { onProgress, signal });
  });
}

export function useUpdateLibraryMaterial() {
  return useInvalidatingMutation(({ id, body }: { id: number; body: LibraryUpdateBody }) =>
    api.call(libraryApi.update, { params: { id }, body }),
  );
}

export function useDeleteLibraryMaterial() {
  return useInvalidatingMutation((id: number) => api.call(libraryApi.remove, { params: { id } }));
}

export function useLibraryDraft(id: number | null) {
  return useQuery({
    queryKey: libraryKeys.draft(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(libraryApi.draft, { params: { id } }),
    // The editor owns the document once loaded: a refetch would reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Autosave: quiet, since the editor shows its own saving status instead of a notification per keystroke pause. */
export function saveLibraryDraft(id: number, doc: LibraryDocNode, version: number) {
  return silentApi.call(libraryApi.saveDraft, { params: { id }, body: { doc, version } });
}

export function usePublishLibraryPage() {
  return useInvalidatingMutation(({ id, version }: { id: number; version: number }) =>
    api.call(libraryApi.publish, { params: { id }, body: { version } }),
  );
}

/**
 * Where a material's published page and document bytes are read from: the library itself (the reader sees the material
 * there or through a class share), or another module that grants the reading (a homework item lets its class's
 * students read a material the class was never given).
 */
export interface LibraryMaterialSource {
  pageKey: readonly unknown[];
  page(): Promise<LibraryPage>;
  document(): Promise<Blob>;
  /** Fetched again when a signed video address has expired: the answer that carried it signs a fresh one. */
  videoKey: readonly unknown[];
}

/** A material read through the library's own endpoints. */
export function librarySource(id: number): LibraryMaterialSource {
  return {
    pageKey: libraryKeys.page(id),
    page: () => silentApi.call(libraryApi.page, { params: { id } }),
    document: () => api.call(libraryApi.document, { params: { id } }),
    videoKey: libraryKeys.all,
  };
}

export function useLibraryPage(id: number | null) {
  return useQuery({
    queryKey: libraryKeys.page(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(libraryApi.page, { params: { id } }),
  });
}

export function useLibraryTrainers() {
  return useQuery({
    queryKey: libraryKeys.trainers,
    queryFn: () => silentApi.call(libraryApi.trainers),
    staleTime: 5 * 60_000,
  });
}

export function uploadLibraryPicture(file: File, controls: UploadControls) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(libraryApi.picture, { body: form }, controls);
}

export function useShareLibraryMaterial() {
  return useInvalidatingMutation(({ id, groupIds }: { id: number; groupIds: number[] }) =>
    api.call(libraryApi.share, { params: { id }, body: { group_ids: groupIds } }),
  );
}

export function useGroupLibraryMaterials(groupId: number | null) {
  return useQuery({
    queryKey: libraryKeys.ofGroup(groupId ?? 0),
    queryFn: groupId === null ? skipToken : () => silentApi.call(libraryApi.ofGroup, { params: { id: groupId } }),
  });
}
