import {
  isLibraryVideoLink,
  isSafeLink,
  LIBRARY_DOC_MAX_CHARS,
  LIBRARY_FORMULA_MAX,
  LIBRARY_IMAGE_ALT_MAX,
  LIBRARY_PICTURE_URL,
  LINK_MAX,
  type LibraryDocNode,
} from '@umka/contracts';
import { invalidField } from '../../lib/app-error.ts';

/*
 * A studio page is a TipTap document, and children's browsers render it: only the nodes and marks the studio itself
 * offers are kept, each with only its own attributes, checked. A node or mark of any other type (a script, a frame, an
 * HTML block pasted from elsewhere) is dropped with its content, a picture from another site or a video from a host
 * we do not embed is dropped too; a formula over the cap or a trainer that does not exist is refused (422), since
 * dropping those would silently lose what the admin wrote.
 */

/** A document nested deeper than this is no page the editor makes (lists within lists a few levels at most). */
const MAX_DEPTH = 12;
const TEXT_MAX = 20_000;

const BLOCK_CONTAINERS = new Set(['paragraph', 'heading']);
const LISTS = new Set(['bulletList', 'orderedList']);
const MARKS = new Set(['bold', 'italic', 'link']);

export interface SanitizedDoc {
  doc: LibraryDocNode;
  /** The trainers the page's trainer blocks point to, for the caller to check they exist. */
  trainerIds: number[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanMarks(marks: unknown): LibraryDocNode['marks'] {
  if (!Array.isArray(marks)) return undefined;
  const kept: NonNullable<LibraryDocNode['marks']> = [];
  for (const mark of marks) {
    if (!isRecord(mark) || typeof mark.type !== 'string' || !MARKS.has(mark.type)) continue;
    if (mark.type !== 'link') {
      kept.push({ type: mark.type });
      continue;
    }
    const href = isRecord(mark.attrs) ? mark.attrs.href : undefined;
    // A link to anything but an https page (javascript:, data:) loses its mark; its words stay.
    if (typeof href === 'string' && href.length <= LINK_MAX && isSafeLink(href)) {
      kept.push({ type: 'link', attrs: { href } });
    }
  }
  return kept.length > 0 ? kept : undefined;
}

function withContent(type: string, content: LibraryDocNode[], attrs?: Record<string, unknown>): LibraryDocNode {
  return { type, ...(attrs ? { attrs } : {}), content };
}

export function sanitizePageDoc(input: unknown): SanitizedDoc {
  if (JSON.stringify(input ?? null).length > LIBRARY_DOC_MAX_CHARS) throw invalidField('doc', 'FIELD_TOO_LONG');
  const trainerIds = new Set<number>();

  function inline(nodes: unknown, depth: number): LibraryDocNode[] {
    if (!Array.isArray(nodes) || depth > MAX_DEPTH) return [];
    const kept: LibraryDocNode[] = [];
    for (const node of nodes) {
      if (!isRecord(node)) continue;
      if (node.type === 'hardBreak') kept.push({ type: 'hardBreak' });
      if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') continue;
      if (node.text.length > TEXT_MAX) throw invalidField('doc', 'FIELD_TOO_LONG');
      const marks = cleanMarks(node.marks);
      kept.push({ type: 'text', text: node.text, ...(marks ? { marks } : {}) });
    }
    return kept;
  }

  function block(node: unknown, depth: number): LibraryDocNode | null {
    if (!isRecord(node) || typeof node.type !== 'string' || depth > MAX_DEPTH) return null;
    const attrs = isRecord(node.attrs) ? node.attrs : {};
    switch (node.type) {
      case 'paragraph':
        return withContent('paragraph', inline(node.content, depth + 1));
      case 'heading': {
        const level = attrs.level === 3 ? 3 : 2;
        return withContent('heading', inline(node.content, depth + 1), { level });
      }
      case 'bulletList':
      case 'orderedList': {
        const items = Array.isArray(node.content) ? node.content : [];
        const kept = items.flatMap((item) => {
          if (!isRecord(item) || item.type !== 'listItem') return [];
          const content = blocks(item.content, depth + 2).filter(
            (child) => BLOCK_CONTAINERS.has(child.type) || LISTS.has(child.type),
          );
          return content.length > 0 ? [withContent('listItem', content)] : [];
        });
        return kept.length > 0 ? withContent(node.type, kept) : null;
      }
      case 'image': {
        const src = attrs.src;
        if (typeof src !== 'string' || !LIBRARY_PICTURE_URL.test(src)) return null;
        const alt = typeof attrs.alt === 'string' ? attrs.alt.trim().slice(0, LIBRARY_IMAGE_ALT_MAX) : '';
        return { type: 'image', attrs: { src, alt } };
      }
      case 'video': {
        const url = attrs.url;
        if (typeof url !== 'string' || url.length > LINK_MAX || !isLibraryVideoLink(url)) return null;
        return { type: 'video', attrs: { url } };
      }
      case 'formula': {
        const latex = typeof attrs.latex === 'string' ? attrs.latex.trim() : '';
        if (latex.length > LIBRARY_FORMULA_MAX) throw invalidField('doc', 'FIELD_TOO_LONG');
        return latex === '' ? null : { type: 'formula', attrs: { latex } };
      }
      case 'trainer': {
        const id = attrs.trainer_id;
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw invalidField('doc', 'FIELD_INVALID');
        trainerIds.add(id);
        return { type: 'trainer', attrs: { trainer_id: id } };
      }
      default:
        return null;
    }
  }

  function blocks(nodes: unknown, depth: number): LibraryDocNode[] {
    if (!Array.isArray(nodes)) return [];
    return nodes.flatMap((node) => {
      const kept = block(node, depth);
      return kept ? [kept] : [];
    });
  }

  const content = isRecord(input) && input.type === 'doc' ? blocks(input.content, 1) : [];
  // The editor's empty document is one empty paragraph; a document is never without a block.
  return {
    doc: withContent('doc', content.length > 0 ? content : [withContent('paragraph', [])]),
    trainerIds: [...trainerIds],
  };
}

/** The distinct values `pick` finds in the nodes of a stored (already sanitised) document. */
function collect<T>(doc: LibraryDocNode, pick: (node: LibraryDocNode) => T | undefined): T[] {
  const found = new Set<T>();
  const walk = (node: LibraryDocNode) => {
    const value = pick(node);
    if (value !== undefined) found.add(value);
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return [...found];
}

/** The trainer ids a stored document points to. */
export function trainerIdsOf(doc: LibraryDocNode): number[] {
  return collect(doc, (node) =>
    node.type === 'trainer' && typeof node.attrs?.trainer_id === 'number' ? node.attrs.trainer_id : undefined,
  );
}

/** The pictures (/media/… addresses) a stored document shows. */
export function pictureUrlsOf(doc: LibraryDocNode): string[] {
  return collect(doc, (node) =>
    node.type === 'image' && typeof node.attrs?.src === 'string' ? node.attrs.src : undefined,
  );
}
