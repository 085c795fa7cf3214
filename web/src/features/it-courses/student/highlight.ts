import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { CODE_LANGUAGES, type CodeLanguageId } from '../codeLanguages.ts';

/*
 * highlight.js's core with only the grammars of CODE_LANGUAGES: this module loads with the lesson page alone, so the
 * rest of the app never carries it.
 */
const GRAMMARS: Record<CodeLanguageId, Parameters<typeof hljs.registerLanguage>[1]> = {
  python,
  javascript,
  typescript,
  xml,
  css,
  cpp,
  java,
  csharp,
  sql,
  bash,
  json,
};
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);
const KNOWN: ReadonlySet<string> = new Set(CODE_LANGUAGES.map((language) => language.id));
const ALL = CODE_LANGUAGES.map((language) => language.id);

/** The language a code element's class names (`language-python`), if it is one of ours. */
export function languageOf(className: string | null): string | null {
  const match = /(?:^|\s)language-([\w+#-]+)/.exec(className ?? '');
  const name = match?.[1] ?? null;
  return name !== null && KNOWN.has(name) ? name : null;
}

/**
 * The code as highlight.js marks it up: spans with `hljs-…` classes around escaped text. In the named language, or
 * else in whichever of ours fits it best.
 */
export function highlightCode(code: string, language: string | null): string {
  return language === null ? hljs.highlightAuto(code, ALL).value : hljs.highlight(code, { language }).value;
}
