import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VOICE_RECORDING_URL_TTL_SECONDS,
  type VoiceRecording,
  type VoiceRecordingsPage,
  voiceRecordingsApi,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

// Silent calls: the page shows its own error block, the recorder its own friendly state.

export const voiceKeys = {
  all: ['voiceRecordings'] as const,
  received: (page: number) => ['voiceRecordings', 'received', page] as const,
  unheard: ['voiceRecordings', 'unheard'] as const,
  audioUrl: (id: number) => ['voiceRecordings', 'audioUrl', id] as const,
};

export const VOICE_PAGE_SIZE = 10;
/** A new recording may arrive at any time: the menu's count looks again this often while the cabinet is open. */
const UNHEARD_REFRESH_MS = 60_000;
/** A signed address is taken again this long before it would expire. */
const AUDIO_URL_MARGIN_MS = 60_000;

export function useReceivedVoiceRecordings(page: number) {
  return useQuery({
    queryKey: voiceKeys.received(page),
    queryFn: ({ signal }) =>
      silentApi.call(voiceRecordingsApi.received, { query: { page, per_page: VOICE_PAGE_SIZE } }, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useUnheardVoiceCount() {
  return useQuery({
    queryKey: voiceKeys.unheard,
    queryFn: ({ signal }) => silentApi.call(voiceRecordingsApi.unheard, undefined, { signal }),
    refetchInterval: UNHEARD_REFRESH_MS,
  });
}

/** The signed address an `<audio>` plays from, renewed before it expires. */
export function useVoiceAudioUrl(id: number) {
  const fresh = VOICE_RECORDING_URL_TTL_SECONDS * 1000 - AUDIO_URL_MARGIN_MS;
  return useQuery({
    queryKey: voiceKeys.audioUrl(id),
    queryFn: ({ signal }) => silentApi.call(voiceRecordingsApi.audioUrl, { params: { id } }, { signal }),
    staleTime: fresh,
    refetchInterval: fresh,
  });
}

function patchPages(
  queryClient: ReturnType<typeof useQueryClient>,
  change: (page: VoiceRecordingsPage) => VoiceRecordingsPage,
) {
  queryClient.setQueriesData<VoiceRecordingsPage>({ queryKey: ['voiceRecordings', 'received'] }, (page) =>
    page ? change(page) : page,
  );
}

/** Marks a recording heard the first time it is played; the list and the menu's count follow at once. */
export function useMarkVoiceHeard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.call(voiceRecordingsApi.heard, { params: { id } }),
    onSuccess: (heard: VoiceRecording) => {
      patchPages(queryClient, (page) => ({
        ...page,
        unheard: Math.max(0, page.unheard - 1),
        items: page.items.map((item) => (item.id === heard.id ? heard : item)),
      }));
      void queryClient.invalidateQueries({ queryKey: voiceKeys.unheard });
    },
  });
}

export function useDeleteVoiceRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.call(voiceRecordingsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceKeys.all }),
  });
}

export interface VoiceUpload {
  subjectId: number;
  topic: string;
  topicTitle: string;
  durationMs: number;
  audio: Blob;
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'audio/webm': 'webm', 'audio/mp4': 'm4a' };

/** POST /api/voice-recordings with upload progress; the fields go first, so the server reads them before the sound. */
export function sendVoiceRecording(upload: VoiceUpload, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('subject_id', String(upload.subjectId));
  form.append('topic', upload.topic);
  form.append('topic_title', upload.topicTitle);
  form.append('duration_ms', String(upload.durationMs));
  const extension = EXTENSIONS[upload.audio.type.split(';')[0] ?? ''] ?? 'webm';
  form.append('audio', new File([upload.audio], `voice.${extension}`, { type: upload.audio.type }));
  return uploadWithProgress(voiceRecordingsApi.send, { body: form }, { onProgress });
}
