import { Typography } from '@mantine/core';
import { createElement, type ReactNode, useMemo } from 'react';

/*
 * The server stores only sanitised HTML (docs/NEWS.md), and this renders it without handing markup to the DOM: the text
 * is parsed into a detached document and rebuilt as React elements from the editor's tags alone, so a tag or attribute
 * that ever slipped past the server (an old row, a bug) is dropped here too rather than run.
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

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, rebuild);
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

export function NewsHtml({ html }: { html: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, rebuild);
  }, [html]);
  return <Typography>{content}</Typography>;
}
