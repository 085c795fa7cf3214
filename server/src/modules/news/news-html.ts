import { sanitizeEditorHtml } from '../../lib/editor-html.ts';

export { hasVisibleText } from '../../lib/editor-html.ts';

/** A news item's text as the editor may write it (lib/editor-html.ts). */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeEditorHtml(html);
}
