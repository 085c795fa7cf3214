/**
 * The rules of a style sheet that a drawn screen's markup can use, so the page paints with those instead of waiting
 * for the whole sheet: Mantine's full sheet is ~250 KB, of which the student home's first screen uses a few dozen
 * components' rules, and parsing and matching all of it held its first paint by ~140 ms at 4× CPU slowdown. The app
 * loads the whole sheet with its layout's code, before it takes the screen over.
 */

/** A rule of the sheet: a style rule (its selector's classes), a group rule (its own rules), or one kept as it is. */
type Rule =
  | { kind: 'style'; text: string; classes: string[] }
  | { kind: 'group'; prelude: string; rules: Rule[] }
  | { kind: 'kept'; text: string };

export type ParsedSheet = Rule[];

/** At-rules whose block holds rules of their own, which are chosen one by one. */
const GROUPS = /^@(media|supports|container|layer)\b/;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Comments, and the strings beside them so a comment's marks inside a string stay. */
const COMMENTS = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\/\*[\s\S]*?\*\//g;

/** Where the block that opens at `open` (a `{`) closes, past strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const char = css[at];
    if (char === '"' || char === "'") {
      at = css.indexOf(char, at + 1);
      if (at === -1) return css.length - 1;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return css.length - 1;
}

/** The sheet's rules, read once per sheet (the drawing worker reads it as it starts). */
export function parseSheet(css: string): ParsedSheet {
  return parseRules(css.replace(COMMENTS, (_comment, string: string | undefined) => string ?? ''));
}

function parseRules(css: string): ParsedSheet {
  const rules: Rule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const statementEnd = css.indexOf(';', at);
    // A statement at-rule (@charset, @import, a layer order) ends before any block does.
    if (statementEnd !== -1 && (open === -1 || statementEnd < open) && css.slice(at, statementEnd).trim()) {
      const text = css.slice(at, statementEnd + 1).trim();
      if (text.startsWith('@')) rules.push({ kind: 'kept', text });
      at = statementEnd + 1;
      continue;
    }
    if (open === -1) break;
    const close = blockEnd(css, open);
    const prelude = css.slice(at, open).trim();
    const text = `${prelude}${css.slice(open, close + 1)}`;
    if (GROUPS.test(prelude)) {
      rules.push({ kind: 'group', prelude, rules: parseRules(css.slice(open + 1, close)) });
    } else if (prelude.startsWith('@')) {
      rules.push({ kind: 'kept', text });
    } else if (prelude) {
      rules.push({ kind: 'style', text, classes: [...prelude.matchAll(CLASS_NAME)].map((match) => match[1] ?? '') });
    }
    at = close + 1;
  }
  return rules;
}

/** Every class the markup's elements carry. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (list ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The sheet's rules the markup can match, in the sheet's order: a style rule whose selector names no class (the root's
 * variables, the elements' own rules), or names one the markup carries; a group with any such rule; every other
 * at-rule (keyframes, font faces). A rule whose selector names a class the markup lacks beside one it has is kept:
 * more than is used, never less.
 */
export function stylesFor(sheet: ParsedSheet, classes: ReadonlySet<string>): string {
  const chosen: string[] = [];
  for (const rule of sheet) {
    if (rule.kind === 'kept') chosen.push(rule.text);
    else if (rule.kind === 'style') {
      if (rule.classes.length === 0 || rule.classes.some((name) => classes.has(name))) chosen.push(rule.text);
    } else {
      const inner = stylesFor(rule.rules, classes);
      if (inner) chosen.push(`${rule.prelude}{${inner}}`);
    }
  }
  return chosen.join('');
}

/** Every style rule of the sheets as it reads with the preludes of the groups around it, to find the same rule again. */
function ruleTexts(sheets: readonly ParsedSheet[]): Set<string> {
  const texts = new Set<string>();
  const visit = (rules: ParsedSheet, around: string) => {
    for (const rule of rules) {
      if (rule.kind === 'group') visit(rule.rules, `${around}${rule.prelude}{`);
      else texts.add(`${around}${rule.text}`);
    }
  };
  for (const sheet of sheets) visit(sheet, '');
  return texts;
}

/**
 * The sheet without the rules naming no class that the page's linked sheets hold as they are: Mantine's full sheet
 * repeats its root variables and element rules (~25 KB) from the first page's styles. A rule that names a class stays
 * even when repeated: coming later, it wins over the page's own rules of the same weight, as it will in the app.
 */
export function withoutLinked(sheet: ParsedSheet, linked: readonly ParsedSheet[]): ParsedSheet {
  const known = ruleTexts(linked);
  const keep = (rules: ParsedSheet, around: string): ParsedSheet =>
    rules.flatMap((rule): Rule[] => {
      if (rule.kind === 'group') return [{ ...rule, rules: keep(rule.rules, `${around}${rule.prelude}{`) }];
      const repeated = rule.kind === 'style' && rule.classes.length === 0 && known.has(`${around}${rule.text}`);
      return repeated ? [] : [rule];
    });
  return keep(sheet, '');
}

/** The page's `<style>` for a drawn screen: the rules of each sheet its markup can use. */
export function screenStyleElement(sheets: readonly ParsedSheet[], markup: string): string {
  const classes = classesOf(markup);
  const css = sheets.map((sheet) => stylesFor(sheet, classes)).join('');
  // No rule's text may end the element early.
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
}
