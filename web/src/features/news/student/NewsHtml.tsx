import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { editorHtmlElements } from '../../../ui/editorHtml.ts';

/** A news text, its HTML drawn from the editor's tags alone (docs/NEWS.md). */
export function NewsHtml({ html }: { html: string }) {
  const content = useMemo(() => editorHtmlElements(html), [html]);
  return <Typography>{content}</Typography>;
}
