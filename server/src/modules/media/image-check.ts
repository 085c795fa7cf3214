import { fileTypeFromBuffer } from 'file-type';

/**
 * What an uploaded picture is, decided by its bytes alone (never its name or the type the browser
 * claims). SVG is text a browser runs as a document when opened on its own, so it is parsed and refused
 * with anything that could run script or load something from elsewhere.
 */

export type ImageExtension = 'png' | 'webp' | 'svg';

export type ImageCheck =
  | { ok: true; extension: ImageExtension }
  | { ok: false; code: 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_UNSAFE' };

export const IMAGE_CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** What file-type names, for the pictures kept as they are; JPEG is a photo format and goes to avatars only. */
const RASTER: Readonly<Record<string, ImageExtension>> = { png: 'png', webp: 'webp' };

/**
 * A picture's kind from its bytes: PNG and WebP as file-type knows them; SVG, which has no signature (file-type
 * names an XML declaration 'xml' at most), is text checked below.
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && found.ext !== 'xml') {
    const extension = RASTER[found.ext];
    return extension ? { ok: true, extension } : { ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' };
  }
  const verdict = checkSvg(text);
  if (verdict === 'safe') return { ok: true, extension: 'svg' };
  return { ok: false, code: verdict === 'unsafe' ? 'IMAGE_UNSAFE' : 'IMAGE_TYPE_NOT_ALLOWED' };
}

/** 'invalid': not a well-formed SVG document; 'unsafe': an SVG with something active or external in it. */
export type SvgVerdict = 'safe' | 'unsafe' | 'invalid';

class Unsafe extends Error {}
class Invalid extends Error {}

/** Elements that run script, embed other documents or pull in resources; compared by local name, lower case. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'handler',
  'listener',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'img',
  'form',
  'portal',
]);
const ANIMATIONS = new Set(['set', 'animate', 'animatetransform', 'animatemotion']);
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** An embedded raster picture is self-contained; anything else in a link must stay inside the file. */
const SAFE_DATA_URL = /^data:image\/(png|webp);base64,[a-z0-9+/=\s]*$/i;
const NAME = /[\p{L}_:][\p{L}\p{N}_:.-]*/uy;
const SPACES = /\s*/y;
const EQUALS = /\s*=\s*/y;
const ROOT = /^([^:]+:)?svg$/;
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** The length of what a sticky pattern matches at `at` (-1 when nothing does). */
function matchAt(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0].length ?? -1;
}

/** Entity references resolved as an XML parser would; one it does not know makes the file malformed. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Invalid();
    const hex = /^#x([0-9a-f]+)$/i.exec(ref)?.[1];
    const decimal = /^#([0-9]+)$/.exec(ref)?.[1];
    if (hex !== undefined || decimal !== undefined) {
      const point = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
      if (!(point >= 1 && point <= 0x10ffff)) throw new Invalid();
      return String.fromCodePoint(point);
    }
    const named = XML_ENTITIES[ref];
    if (named === undefined) throw new Invalid();
    return named;
  });
}

/** Browsers drop whitespace and control characters inside a URL scheme (`java&#9;script:`). */
const squeezed = (text: string) => text.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();

function checkScriptUrl(text: string): void {
  if (/(java|vb)script:/.test(squeezed(text))) throw new Unsafe();
}

function isLocalReference(target: string): boolean {
  const value = target.trim();
  return value.startsWith('#') || SAFE_DATA_URL.test(value);
}

/** Presentation attributes (fill, filter, mask …) may point at a gradient or filter of this file only. */
function checkUrls(value: string): void {
  for (const match of value.matchAll(/url\(\s*(['"]?)([^'")]*)/gi)) {
    if (!isLocalReference(match[2] ?? '')) throw new Unsafe();
  }
}

/** CSS of a <style> element or a style attribute: no imports, and no escapes that could spell them. */
function checkCss(css: string): void {
  if (squeezed(css).includes('@import') || css.includes('\\')) throw new Unsafe();
  checkUrls(css);
}

function checkAttribute(element: string, name: string, value: string): void {
  const local = localName(name);
  if (local.startsWith('on')) throw new Unsafe();
  if ((name === 'xmlns' || name.startsWith('xmlns:')) && value.trim() === XHTML_NAMESPACE) throw new Unsafe();
  if (local === 'href' && !isLocalReference(value)) throw new Unsafe();
  // A base address would turn a local '#id' into a link to another site.
  if (name === 'xml:base') throw new Unsafe();
  if (ANIMATIONS.has(element) && local === 'attributename' && localName(value.trim()) === 'href') throw new Unsafe();
  checkScriptUrl(value);
  if (local === 'style') checkCss(value);
  else checkUrls(value);
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
  end: number;
}

/** Reads `<name attr="value" …>` from `start` (just after '<'). */
function readTag(text: string, start: number): Tag {
  const nameLength = matchAt(NAME, text, start);
  if (nameLength <= 0) throw new Invalid();
  const name = text.slice(start, start + nameLength);
  let at = start + nameLength;
  const attributes = new Map<string, string>();
  for (;;) {
    const spaced = matchAt(SPACES, text, at);
    at += spaced;
    if (text.startsWith('/>', at)) return { name, attributes, selfClosing: true, end: at + 2 };
    if (text[at] === '>') return { name, attributes, selfClosing: false, end: at + 1 };
    if (spaced === 0) throw new Invalid();
    const attributeLength = matchAt(NAME, text, at);
    if (attributeLength <= 0) throw new Invalid();
    const attribute = text.slice(at, at + attributeLength);
    if (attributes.has(attribute)) throw new Invalid();
    at += attributeLength;
    const equals = matchAt(EQUALS, text, at);
    if (equals <= 0) throw new Invalid();
    at += equals;
    const quote = text[at];
    if (quote !== '"' && quote !== "'") throw new Invalid();
    const close = text.indexOf(quote, at + 1);
    if (close < 0) throw new Invalid();
    const raw = text.slice(at + 1, close);
    if (raw.includes('<')) throw new Invalid();
    attributes.set(attribute, decodeEntities(raw));
    at = close + 1;
  }
}

function skipPast(text: string, from: number, marker: string): number {
  const found = text.indexOf(marker, from);
  if (found < 0) throw new Invalid();
  return found + marker.length;
}

function checkDocument(input: string): void {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.includes('\0')) throw new Invalid();
  const stack: string[] = [];
  let sawRoot = false;
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const chunk = text.slice(at, open < 0 ? text.length : open);
    if (stack.length === 0) {
      if (chunk.trim() !== '') throw new Invalid();
    } else {
      const content = decodeEntities(chunk);
      checkScriptUrl(content);
      if (localName(stack.at(-1) ?? '') === 'style') checkCss(content);
    }
    if (open < 0) break;
    at = open;
    if (text.startsWith('<!--', at)) {
      at = skipPast(text, at + 4, '-->');
    } else if (text.startsWith('<![CDATA[', at)) {
      if (stack.length === 0) throw new Invalid();
      const end = skipPast(text, at + 9, ']]>');
      if (localName(stack.at(-1) ?? '') === 'style') checkCss(text.slice(at + 9, end - 3));
      at = end;
    } else if (text.startsWith('<!', at)) {
      // A DOCTYPE can declare entities that expand into anything (and billions of times over).
      throw new Unsafe();
    } else if (text.startsWith('<?', at)) {
      const end = skipPast(text, at + 2, '?>');
      const instruction = text.slice(at + 2, end - 2);
      // Only the XML declaration: <?xml-stylesheet?> and the like load other files.
      if (at !== 0 || !/^xml\s/.test(instruction)) throw new Unsafe();
      const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(instruction)?.[1];
      if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') throw new Invalid();
      at = end;
    } else if (text.startsWith('</', at)) {
      const end = skipPast(text, at + 2, '>');
      if (text.slice(at + 2, end - 1).trim() !== stack.pop()) throw new Invalid();
      at = end;
    } else {
      if (stack.length === 0 && sawRoot) throw new Invalid();
      const tag = readTag(text, at + 1);
      if (!sawRoot && !ROOT.test(tag.name)) throw new Invalid();
      sawRoot = true;
      const element = localName(tag.name);
      if (FORBIDDEN_ELEMENTS.has(element)) throw new Unsafe();
      for (const [name, value] of tag.attributes) checkAttribute(element, name, value);
      if (!tag.selfClosing) stack.push(tag.name);
      at = tag.end;
    }
  }
  if (!sawRoot || stack.length > 0) throw new Invalid();
}

/** Whether `text` is an SVG document that is safe to serve as it is. */
export function checkSvg(text: string): SvgVerdict {
  try {
    // Checked on the raw text as well as on decoded values, so neither entities nor CDATA can hide it.
    checkScriptUrl(text);
    checkDocument(text);
    return 'safe';
  } catch (error) {
    if (error instanceof Unsafe) return 'unsafe';
    if (error instanceof Invalid) return 'invalid';
    throw error;
  }
}
