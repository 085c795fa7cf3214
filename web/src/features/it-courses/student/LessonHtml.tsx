import 'highlight.js/styles/github-dark.css';
import './LessonHtml.css';
import { Typography } from '@mantine/core';
import { createElement, type ReactNode, useMemo } from 'react';
import { highlightCode, languageOf } from './highlight.ts';

/*
 * The server stores only sanitised HTML, and this renders it without handing markup to the DOM, as news does: the
 * text is parsed into a detached document and rebuilt as React elements from the editor's tags alone. A code block
 * comes back coloured: highlight.js's spans are rebuilt the same way, keeping only their `hljs-…` classes.
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
/** highlight.js's own classes: `hljs-keyword`, and the sub-scope suffixes such as `function_`. */
const HLJS_CLASS = /^(?:hljs-[\w-]+|[\w-]+_)$/;

function parse(html: string): Node[] {
  return Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes);
}

function rebuildHighlighted(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element) || node.tagName.toLowerCase() !== 'span') return node.textContent;
  const className = (node.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => HLJS_CLASS.test(name))
    .join(' ');
  return createElement('span', { key, className }, ...Array.from(node.childNodes, rebuildHighlighted));
}

function codeBlock(pre: Element, key: number): ReactNode {
  const code = pre.querySelector('code');
  const text = (code ?? pre).textContent ?? '';
  const language = languageOf(code?.getAttribute('class') ?? null);
  const highlighted = parse(highlightCode(text, language)).map(rebuildHighlighted);
  return createElement(
    'pre',
    { key, className: 'it-code', 'data-language': language ?? undefined },
    createElement('code', { className: 'hljs' }, ...highlighted),
  );
}

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (tag === 'pre') return codeBlock(node, key);
  const children = Array.from(node.childNodes, rebuild);
  if (!TAGS.has(tag)) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href.trim())) return createElement('span', { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** A lesson's text with its code coloured. */
export function LessonHtml({ html }: { html: string }) {
  const content = useMemo(() => parse(html).map(rebuild), [html]);
  return <Typography className="it-lesson-text">{content}</Typography>;
}
