import 'highlight.js/styles/github-dark.css';
import './LessonHtml.css';
import { Typography } from '@mantine/core';
import { createElement, type ReactNode, useMemo } from 'react';
import { editorHtmlElements, parseHtml } from '../../../ui/editorHtml.ts';
import { highlightCode, languageOf } from './highlight.ts';

/*
 * A lesson's text is drawn as news is, from the editor's tags alone (ui/editorHtml.ts), but a code block comes back
 * coloured: highlight.js's spans are rebuilt the same way, keeping only their `hljs-…` classes.
 */

/** highlight.js's own classes: `hljs-keyword`, and the sub-scope suffixes such as `function_`. */
const HLJS_CLASS = /^(?:hljs-[\w-]+|[\w-]+_)$/;

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
  const highlighted = parseHtml(highlightCode(text, language)).map(rebuildHighlighted);
  return createElement(
    'pre',
    { key, className: 'it-code', 'data-language': language ?? undefined },
    createElement('code', { className: 'hljs' }, ...highlighted),
  );
}

const colouredCode = (element: Element, key: number) =>
  element.tagName.toLowerCase() === 'pre' ? codeBlock(element, key) : undefined;

/** A lesson's text with its code coloured. */
export function LessonHtml({ html }: { html: string }) {
  const content = useMemo(() => editorHtmlElements(html, colouredCode), [html]);
  return <Typography className="it-lesson-text">{content}</Typography>;
}
