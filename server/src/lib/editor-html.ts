import sanitizeHtml from 'sanitize-html';

/*
 * The admin's rich-text editor writes HTML (news, IT lessons), and children's browsers render it: what is stored is
 * only what the editor itself produces (docs/NEWS.md). Anything else — scripts, event handlers, styles, frames, images
 * inside the text — is dropped here, before the text reaches the database, so every reader gets the same harmless markup.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A script's or a style's content is dropped with it, not left behind as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens apart from the platform and tells the other site nothing about it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
  },
};

/** Lessons also keep the language a code block names (`<code class="language-python">`), which colours the code. */
const WITH_CODE_LANGUAGES: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: { ...OPTIONS.allowedAttributes, code: ['class'] },
  allowedClasses: { code: ['language-*'] },
};

export function sanitizeEditorHtml(html: string, options: { codeLanguages?: boolean } = {}): string {
  return sanitizeHtml(html, options.codeLanguages ? WITH_CODE_LANGUAGES : OPTIONS).trim();
}

/** Whether sanitised HTML shows any words: the editor's empty document is `<p></p>`. */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
