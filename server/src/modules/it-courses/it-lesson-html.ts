import { sanitizeEditorHtml } from '../../lib/editor-html.ts';

export { hasVisibleText } from '../../lib/editor-html.ts';

/** A lesson's text as the editor may write it, with the language of each code block kept for the lesson page. */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeEditorHtml(html, { codeLanguages: true });
}
