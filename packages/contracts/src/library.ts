import { z } from 'zod';
import { queryIdField, requiredIdField } from './envelope.ts';
import { itVideoEmbedUrl } from './it-courses.ts';
import { isSafeLink, linkSchema, recordingVideoSchema } from './materials.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/**
 * The school's library of teaching materials (spec §2 /admin/materials, materials/studio-editor; issue [14]),
 * docs/MATERIALS-STUDIO.md.
 *
 * Admins keep materials by subject, each with tags and a kind: a `document` (PDF, DOCX, ODT or text, told by its
 * bytes), a `picture` (re-encoded as WebP and served at /media/…), a `video` (a YouTube or Vimeo link, played
 * embedded, or an uploaded MP4/WebM played from a signed address as lesson recordings are), a `link` (any https
 * page) or a `page` composed in the studio editor. A page has a draft, saved as the
 * admin types (each save names the version it started from; a stale one is refused with 409 so two tabs never
 * overwrite each other silently), and a published snapshot that publishing copies from the draft. Teachers read
 * only what is published, in their own subjects; students read a library material only through a class it is
 * shared with (the teacher adds it to their materials as a reference and shares it as any material of theirs).
 *
 * A page is a TipTap document (JSON). The server keeps only the nodes the studio offers: paragraph, heading (2, 3),
 * lists, hard break, text with bold, italic and https links, `image` (a picture uploaded here, `/media/…`),
 * `video` (a YouTube or Vimeo link), `formula` (LaTeX, at most LIBRARY_FORMULA_MAX characters) and `trainer` (a
 * trainer of the catalogue). Anything else is dropped before the draft is stored.
 *
 * Endpoints (all under /api, project envelope):
 * - GET /library/materials?subject_id=&kind=&tag=&q= → LibraryMaterial[] (admins: all; teachers: published, their
 *   subjects); GET /library/tags?subject_id= → string[] (the tags in use).
 * - POST /library/materials {subject_id, title, description, tags, kind: link | video | page, url} → 201
 *   (admins); POST /library/materials/upload (multipart: `data` JSON of the same fields with kind document |
 *   picture, then `file`) → 201 (admins). Not an allowed type → 415; over the cap → 413.
 * - POST /library/materials/video (multipart: `data` JSON of the same fields without kind, then `file`, MP4 or WebM
 *   told by its bytes) → 201 (admins). Not a video → 422 on `file` (VIDEO_TYPE_NOT_ALLOWED); over the cap → 413.
 * - PUT /library/materials/{id}/file (a document's or picture's new `file`) and PUT /library/materials/{id}/video (an
 *   uploaded video's new `file`) → LibraryMaterial (admins); the old file is removed once the row names the new one.
 * - GET /library/materials/{id}/video?u=&exp=&sig= → an uploaded video's bytes (no token: the signature is checked,
 *   and the reader it names must still see the material, or be a student given it by a published homework of their
 *   class); LibraryMaterial.video and a homework item's HomeworkMaterial.video carry the address.
 * - PATCH /library/materials/{id} (the fields; a link's or video's url) → LibraryMaterial; DELETE → {id} (admins).
 * - GET /library/pages/{id}/draft → LibraryDraft; PUT /library/pages/{id}/draft {doc, version} → LibraryDraft
 *   (409 LIBRARY_DRAFT_OUTDATED when `version` is not the stored one); POST /library/pages/{id}/publish {version}
 *   → LibraryMaterial (admins).
 * - GET /library/materials/{id}/page → LibraryPage (the published snapshot; its readers).
 * - GET /library/materials/{id}/document → the file (its readers).
 * - POST /library/pictures (multipart `file`) → {url} (admins: a picture for a page).
 * - GET /library/trainers → LibraryTrainer[] (admins: what a trainer block may point to).
 * - PUT /library/materials/{id}/groups {group_ids} → LibraryMaterial (a teacher: the whole list of their current
 *   classes of the material's subject it is shared with; other teachers' shares stay).
 * - GET /groups/{id}/library-materials → LibraryMaterial[] (the class's teacher, its students, admins).
 */

export const LIBRARY_KINDS = ['document', 'picture', 'video', 'link', 'page'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
/** The kinds made from a JSON body; documents and pictures come with their file (multipart). */
export const LIBRARY_JSON_KINDS = ['link', 'video', 'page'] as const;
export const LIBRARY_UPLOAD_KINDS = ['document', 'picture'] as const;

export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_DESCRIPTION_MAX = 2000;
export const LIBRARY_TAG_MAX = 40;
export const LIBRARY_TAGS_MAX = 10;
export const LIBRARY_SEARCH_MAX = 100;
/** A worksheet or a presentation exported as PDF fits; a scanned book does not belong here. */
export const LIBRARY_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** A phone photo fits; it is scaled to LIBRARY_PICTURE_SIDE and re-encoded anyway. */
export const LIBRARY_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const LIBRARY_PICTURE_SIDE = 1600;
/** A formula is a line or two of LaTeX; a longer one is a typing slip or abuse of the renderer. */
export const LIBRARY_FORMULA_MAX = 1000;
/** The draft's JSON as sent: a long lesson with many blocks is far below. */
export const LIBRARY_DOC_MAX_CHARS = 300_000;
export const LIBRARY_IMAGE_ALT_MAX = 200;

/** What a library document may be, told from its bytes (never its name), and the type it is served with. */
export const LIBRARY_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
} as const;
export type LibraryDocumentExtension = keyof typeof LIBRARY_DOCUMENT_TYPES;

/** How long a signed library video address stays valid: a lesson watched with pauses. */
export const LIBRARY_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

/** The address of a picture uploaded here: what an `image` block may show (nothing from another site). */
export const LIBRARY_PICTURE_URL = /^\/media\/[a-z0-9-]+\.(?:png|webp)$/;

const titleField = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(LIBRARY_TITLE_MAX, { error: 'FIELD_TOO_LONG' });

const descriptionField = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(LIBRARY_DESCRIPTION_MAX, { error: 'FIELD_TOO_LONG' })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** Tags are lower-cased and trimmed so «Дроби» and «дроби » are one tag; repeats collapse. */
const tagsField = z
  .array(
    z
      .string({ error: 'FIELD_INVALID' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(LIBRARY_TAG_MAX, { error: 'FIELD_TOO_LONG' }),
    { error: 'FIELD_INVALID' },
  )
  .max(LIBRARY_TAGS_MAX, { error: 'FIELD_TOO_LONG' })
  .default([])
  .transform((tags) => [...new Set(tags)]);

/** A video material or block: a YouTube or Vimeo link, played embedded as the IT lessons play theirs. */
export const libraryVideoLinkSchema = linkSchema.refine((value) => itVideoEmbedUrl(value) !== null, {
  error: 'LIBRARY_VIDEO_HOST_NOT_ALLOWED',
});

const metaFields = {
  subject_id: requiredIdField,
  title: titleField,
  description: descriptionField,
  tags: tagsField,
};

/** POST /library/materials: a link, a video link or a new (empty) studio page. */
export const libraryCreateBodySchema = z
  .object({
    ...metaFields,
    kind: z.enum(LIBRARY_JSON_KINDS, { error: 'FIELD_INVALID' }),
    url: z.string({ error: 'FIELD_INVALID' }).nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'page') return;
    const parsed = (body.kind === 'video' ? libraryVideoLinkSchema : linkSchema).safeParse(body.url ?? '');
    if (!parsed.success) {
      context.addIssue({ code: 'custom', path: ['url'], message: parsed.error.issues[0]?.message ?? 'FIELD_INVALID' });
    }
  })
  .transform((body) => ({ ...body, url: body.kind === 'page' ? null : (body.url ?? '').trim() }));
export type LibraryCreateBody = z.infer<typeof libraryCreateBodySchema>;

/** The `data` part of POST /library/materials/upload. */
export const libraryUploadFieldsSchema = z.object({
  ...metaFields,
  kind: z.enum(LIBRARY_UPLOAD_KINDS, { error: 'FIELD_INVALID' }),
});
export type LibraryUploadFields = z.infer<typeof libraryUploadFieldsSchema>;

/** The `data` part of POST /library/materials/video: an uploaded video's fields (its kind is `video`). */
export const libraryVideoFieldsSchema = z.object(metaFields);
export type LibraryVideoFields = z.infer<typeof libraryVideoFieldsSchema>;

/** PATCH /library/materials/{id}: the fields every kind has, and a new address for a link or a video. */
export const libraryUpdateBodySchema = z.object({
  ...metaFields,
  url: z.string({ error: 'FIELD_INVALID' }).trim().max(2000, { error: 'FIELD_TOO_LONG' }).nullable().optional(),
});
export type LibraryUpdateBody = z.infer<typeof libraryUpdateBodySchema>;

export const libraryListQuerySchema = z.object({
  subject_id: queryIdField.optional(),
  kind: z.enum(LIBRARY_KINDS, { error: 'FIELD_INVALID' }).optional(),
  tag: z.string().trim().toLowerCase().max(LIBRARY_TAG_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  q: z.string().trim().max(LIBRARY_SEARCH_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

export const libraryTagsQuerySchema = z.object({ subject_id: queryIdField.optional() });
export type LibraryTagsQuery = z.infer<typeof libraryTagsQuerySchema>;

export const libraryDocumentSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

/** An uploaded video: its size, type and the same-origin address signed for the reader, for `<video src>`. */
export const libraryUploadedVideoSchema = recordingVideoSchema.extend({ url: z.string(), expires_at: z.string() });
export type LibraryUploadedVideo = z.infer<typeof libraryUploadedVideoSchema>;

export const libraryMaterialSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  /** A link's page or a video's link; null for the other kinds and for an uploaded video. */
  url: z.string().nullable(),
  /** A picture's address (/media/…); null for the other kinds. */
  picture_url: z.string().nullable(),
  /** A document's name, size and type (the bytes: GET /library/materials/{id}/document). */
  document: libraryDocumentSchema.nullable(),
  /** An uploaded video's file and its signed address; null for a linked video and the other kinds. */
  video: libraryUploadedVideoSchema.nullable(),
  /** A page's last publication; null for a page never published and for the other kinds. */
  published_at: z.string().nullable(),
  /** Whether teachers see it: always for a file or a link, once published for a page. */
  visible: z.boolean(),
  /** A teacher's own current classes it is shared with; empty for an admin. */
  group_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LibraryMaterial = z.infer<typeof libraryMaterialSchema>;

/**
 * A TipTap document as the editor sends it. The schema only bounds its shape; which nodes are kept is the
 * server's sanitiser's (a node it does not know is dropped, not refused).
 */
export type LibraryDocNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: LibraryDocNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
};
export const libraryDocSchema: z.ZodType<LibraryDocNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(libraryDocSchema).optional(),
    marks: z
      .array(z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
    text: z.string().optional(),
  }),
);

export const libraryDraftBodySchema = z.object({
  doc: z.unknown(),
  /** The version the editor's copy started from (LibraryDraft.version). */
  version: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }),
});
export type LibraryDraftBody = z.infer<typeof libraryDraftBodySchema>;

export const libraryPublishBodySchema = z.object({
  version: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }),
});
export type LibraryPublishBody = z.infer<typeof libraryPublishBodySchema>;

/** A trainer a `trainer` block points to, as the page shows it (a button to play it). */
export const libraryTrainerSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  icon: z.string(),
  subjects: z.array(z.number().int()),
});
export type LibraryTrainer = z.infer<typeof libraryTrainerSchema>;

export const libraryDraftSchema = z.object({
  material_id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  doc: libraryDocSchema,
  version: z.number().int(),
  saved_at: z.string(),
  published_at: z.string().nullable(),
  /** Whether the draft differs from what is published (or nothing is yet). */
  unpublished_changes: z.boolean(),
  trainers: z.array(libraryTrainerSchema),
});
export type LibraryDraft = z.infer<typeof libraryDraftSchema>;

export const libraryPageSchema = z.object({
  material_id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  doc: libraryDocSchema,
  published_at: z.string(),
  trainers: z.array(libraryTrainerSchema),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** PUT /library/materials/{id}/groups: the teacher's classes (of the material's subject) it is shared with. */
export const libraryShareBodySchema = z.object({
  group_ids: z.array(requiredIdField, { error: 'FIELD_INVALID' }).max(100, { error: 'FIELD_INVALID' }),
});
export type LibraryShareBody = z.infer<typeof libraryShareBodySchema>;

export const libraryPictureSchema = z.object({ url: z.string() });
export type LibraryPicture = z.infer<typeof libraryPictureSchema>;

/** Whether a link may be a `video` block or a video material: YouTube or Vimeo, https. */
export function isLibraryVideoLink(value: string): boolean {
  return isSafeLink(value) && itVideoEmbedUrl(value) !== null;
}
