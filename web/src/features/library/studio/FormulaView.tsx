import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderFormula } from './katex.ts';

/** A formula drawn by KaTeX, named for screen readers by its LaTeX source. */
export function FormulaView({ latex }: { latex: string }) {
  const { t } = useTranslation();
  const rendered = useMemo(() => renderFormula(latex), [latex]);
  return (
    <Box
      role="img"
      aria-label={t('studio.formula.label', { latex })}
      // KaTeX's display fractions stick out a pixel or two below their box; only a wide formula may scroll, sideways.
      style={{ overflowX: 'auto', overflowY: 'hidden', paddingBlock: 2 }}
      // KaTeX's own output for an escaped source with `trust` off (katex.ts): no markup of the author's reaches it.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}
