import { createElement, type ReactNode } from 'react';

/*
 * The server stores only sanitised HTML (server/src/lib/editor-html.ts), and this renders it without handing markup to
 * the DOM: the text is parsed into a detached document and rebuilt as React elements from the editor's tags alone, so
 * a tag or attribute that ever slipped past the server (an old row, a bug) is dropped here too rather than run.
 */

const TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
]);
const SAFE_HREF = /^(?:https?:|mailto:)/i;

/** An element drawn the caller's own way (a lesson's coloured code block), or undefined for the common way. */
export type OwnElement = (element: Element, key: number) => ReactNode | undefined;

export function parseHtml(html: string): Node[] {
  return Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes);
}

function rebuild(node: Node, key: number, own: OwnElement | undefined): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const drawn = own?.(node, key);
  if (drawn !== undefined) return drawn;
  const children = Array.from(node.childNodes, (child, index) => rebuild(child, index, own));
  const tag = node.tagName.toLowerCase();
  if (!TAGS.has(tag)) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href.trim())) return createElement('span', { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** The editor's HTML as React elements, the editor's tags alone. */
export function editorHtmlElements(html: string, own?: OwnElement): ReactNode[] {
  return parseHtml(html).map((node, index) => rebuild(node, index, own));
}
