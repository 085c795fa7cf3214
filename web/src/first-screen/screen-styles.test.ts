import { describe, expect, it } from 'vitest';
import { classesOf, parseSheet, screenStyleElement, stylesFor, withoutLinked } from './screen-styles.ts';

const SHEET = [
  '@charset "UTF-8";',
  ':root{--size:1rem}',
  '/* a comment { with braces } */',
  '.m_card{padding:var(--size)}',
  '.m_card:where([data-with-border]) .m_section{border:0}',
  '.m_modal{position:fixed}',
  'body{content:"a } in a string"}',
  '@media (max-width:40em){.m_card{padding:0}.m_modal{inset:0}}',
  '@media (min-width:80em){.m_modal{inset:auto}}',
  '@keyframes m_spin{from{rotate:0}to{rotate:1turn}}',
].join('');

const MARKUP = '<div class="m_card mantine-Card-root"><p class="m_text">Hi</p></div><span class="">x</span>';

describe('the styles of a drawn screen', () => {
  it('gathers the classes every element of the markup carries', () => {
    expect([...classesOf(MARKUP)]).toEqual(['m_card', 'mantine-Card-root', 'm_text']);
  });

  it("keeps, in the sheet's order, the rules the markup can match and drops those of components it does not show", () => {
    expect(stylesFor(parseSheet(SHEET), classesOf(MARKUP))).toBe(
      [
        '@charset "UTF-8";',
        ':root{--size:1rem}',
        '.m_card{padding:var(--size)}',
        '.m_card:where([data-with-border]) .m_section{border:0}',
        'body{content:"a } in a string"}',
        '@media (max-width:40em){.m_card{padding:0}}',
        '@keyframes m_spin{from{rotate:0}to{rotate:1turn}}',
      ].join(''),
    );
  });

  it('keeps every rule for a markup that carries every class the sheet names', () => {
    const everything = '<i class="m_card m_section m_modal"></i>';
    const kept = stylesFor(parseSheet(SHEET), classesOf(everything));
    expect(kept).toBe(SHEET.replace('/* a comment { with braces } */', ''));
  });

  it("leaves out the class-less rules the page's linked sheets hold already, and keeps a repeated component rule", () => {
    const linked = [parseSheet(':root{--size:1rem}.m_card{padding:var(--size)}body{content:"a } in a string"}')];
    expect(stylesFor(withoutLinked(parseSheet(SHEET), linked), classesOf(MARKUP))).toBe(
      [
        '@charset "UTF-8";',
        '.m_card{padding:var(--size)}',
        '.m_card:where([data-with-border]) .m_section{border:0}',
        '@media (max-width:40em){.m_card{padding:0}}',
        '@keyframes m_spin{from{rotate:0}to{rotate:1turn}}',
      ].join(''),
    );
  });

  it('writes them into one style element that no rule can end early', () => {
    const sheet = parseSheet('.m_card{padding:0}.m_card::after{content:"</style><script>"}');
    expect(screenStyleElement([sheet], MARKUP)).toBe(
      '<style>.m_card{padding:0}.m_card::after{content:"<\\/style><script>"}</style>',
    );
  });
});
