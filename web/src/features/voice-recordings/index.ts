export { VoiceRecorder, type VoiceRecorderProps } from './VoiceRecorder.tsx';
export { VoiceUnheardBadge } from './VoiceUnheardBadge.tsx';
