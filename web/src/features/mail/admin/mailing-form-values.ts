import type { MailingAudienceKind, MailingPreviewQuery } from '@umka/contracts';

/** What the compose form holds: selects keep text ids (or null), and both sources stay filled while switching. */
export interface MailingFormValues {
  source: 'text' | 'template';
  text: { 'ru-RU': string; 'en-US': string; 'uk-UA': string };
  template_id: string | null;
  audience: {
    kind: MailingAudienceKind;
    subject_id: string | null;
    group_id: string | null;
    teacher_id: string | null;
  };
}

export const EMPTY_MAILING: MailingFormValues = {
  source: 'text',
  text: { 'ru-RU': '', 'en-US': '', 'uk-UA': '' },
  template_id: null,
  audience: { kind: 'all', subject_id: null, group_id: null, teacher_id: null },
};

const idOf = (value: string | null) => (value === null || value === '' ? undefined : Number(value));

/** The audience as the API reads it; an id left unchosen stays out, so the schema names it. */
function audienceBody(audience: MailingFormValues['audience']) {
  if (audience.kind === 'subject') return { kind: 'subject', subject_id: idOf(audience.subject_id) };
  if (audience.kind === 'group') return { kind: 'group', group_id: idOf(audience.group_id) };
  if (audience.kind === 'teacher') return { kind: 'teacher', teacher_id: idOf(audience.teacher_id) };
  return { kind: 'all' };
}

/** The body of POST /admin/mailings: the text of the languages written, or the template. */
export function mailingBody(values: MailingFormValues) {
  const audience = audienceBody(values.audience);
  if (values.source === 'template') return { template_id: idOf(values.template_id), audience };
  const { 'ru-RU': ru, 'en-US': en, 'uk-UA': uk } = values.text;
  return {
    text: { 'ru-RU': ru, ...(en.trim() ? { 'en-US': en } : {}), ...(uk.trim() ? { 'uk-UA': uk } : {}) },
    audience,
  };
}

/** The preview's query, or null while the audience still lacks the id its kind needs. */
export function previewQuery(audience: MailingFormValues['audience']): MailingPreviewQuery | null {
  const body = audienceBody(audience) as Record<string, number | string | undefined>;
  if (Object.values(body).some((value) => value === undefined)) return null;
  return body as MailingPreviewQuery;
}
