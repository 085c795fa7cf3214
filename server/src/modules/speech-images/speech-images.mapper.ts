import { type Locale, type SpeechArtKey, type SpeechImage, type SpeechSound, speechArtUrl } from '@umka/contracts';
import type { SpeechImageRow } from './speech-images.repo.ts';

/** Where the uploaded pictures are stored: the folder every uploaded picture is served from, under /media/. */
export const SPEECH_UPLOAD_FOLDER = 'media';

/** A card's picture: the repo drawing it names, else the picture an admin uploaded for it. */
export function imageUrlOf(row: Pick<SpeechImageRow, 'art_key' | 'image_name'>): string {
  return row.art_key ? speechArtUrl(row.art_key as SpeechArtKey) : `/${SPEECH_UPLOAD_FOLDER}/${row.image_name ?? ''}`;
}

export function toSpeechImage(row: SpeechImageRow): SpeechImage {
  return {
    id: row.id,
    locale: row.locale as Locale,
    sound: row.sound as SpeechSound,
    word: row.word,
    image_url: imageUrlOf(row),
  };
}
