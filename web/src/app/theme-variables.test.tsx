import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

const written = readFileSync(join(import.meta.dirname, 'theme-variables.css'), 'utf8');

type Blocks = Record<string, Record<string, string>>;

/** Declarations by colour scheme ('all', 'dark', 'light'), whatever the selectors' spelling and the formatting. */
function declarations(css: string): Blocks {
  const blocks: Blocks = {};
  for (const [, selector = '', body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const scheme = /data-mantine-color-scheme="(\w+)"/.exec(selector)?.[1] ?? 'all';
    const block: Record<string, string> = {};
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) block[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
    blocks[scheme] = block;
  }
  return blocks;
}

describe('the theme variables written into theme-variables.css', () => {
  it("are exactly those Mantine's provider would write for the theme", () => {
    const page = renderToString(
      <MantineProvider theme={localizedTheme({ close: 'x' })} cssVariablesResolver={cssVariablesResolver}>
        <div />
      </MantineProvider>,
    );
    const generated = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(generated, 'the provider wrote no variables').not.toBe('');
    expect(
      declarations(written),
      `theme-variables.css no longer matches theme.ts; write these blocks into it (selectors html:root…):\n${generated}`,
    ).toEqual(declarations(generated));
  });
});
