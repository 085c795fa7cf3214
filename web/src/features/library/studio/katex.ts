import 'katex/dist/katex.min.css';
import katex from 'katex';

export interface RenderedFormula {
  html: string;
  /** KaTeX's reason when the LaTeX does not parse; the html then shows the source in red. */
  error: string | null;
}

/**
 * LaTeX as KaTeX's HTML. KaTeX escapes the source and, with `trust` off, refuses \href, \url and raw HTML, so the
 * result is safe to insert. Loaded only with the studio and the page view (a lazy chunk), never on a first load.
 */
export function renderFormula(latex: string): RenderedFormula {
  try {
    return { html: katex.renderToString(latex, { displayMode: true, throwOnError: true, trust: false }), error: null };
  } catch (error) {
    return {
      html: katex.renderToString(latex, { displayMode: true, throwOnError: false, trust: false }),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
