import { GUIDE_FEATURES, type Guide, type GuideFeature } from '@umka/contracts';
import { type SignedVideoUrl, uploadedVideoOf } from '../../lib/signed-video-url.ts';
import type { GuideRow } from './guides.repo.ts';

const isFeature = (value: string | null): value is GuideFeature =>
  value !== null && (GUIDE_FEATURES as readonly string[]).includes(value);

/** A guide as readers get it; an uploaded video carries an address signed for `sign`'s reader. */
export function toGuide(row: GuideRow, sign: (id: number) => SignedVideoUrl): Guide {
  return {
    id: row.id,
    code: row.code,
    subject_id: row.subject_id,
    number: row.number,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    text: { 'ru-RU': row.text_ru, 'en-US': row.text_en, 'uk-UA': row.text_uk },
    source: row.source,
    link_url: row.source === 'link' ? row.link_url : null,
    video: uploadedVideoOf(row, sign),
    feature: isFeature(row.feature) ? row.feature : null,
    updated_at: row.updated_at,
  };
}

/** The columns of a guide's titles and text in the three languages. */
export function textColumns({
  title,
  text,
}: Pick<Guide, 'title' | 'text'>): Pick<
  GuideRow,
  'title_ru' | 'title_en' | 'title_uk' | 'text_ru' | 'text_en' | 'text_uk'
> {
  return {
    title_ru: title['ru-RU'],
    title_en: title['en-US'],
    title_uk: title['uk-UA'],
    text_ru: text['ru-RU'],
    text_en: text['en-US'],
    text_uk: text['uk-UA'],
  };
}
