import type { ChunkingContext } from 'rolldown';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** An area's public index (web/src/features/<area>/index.ts): it names everything the area shares. */
const AREA_INDEX = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const NAMED_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `A, type B, C as D` → the names as they are exported (`A`, `B`, `D`) or imported (`A`, `B`, `C`). */
function namesIn(list: string, side: 'exported' | 'imported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return (side === 'exported' ? (alias ?? name) : name) ?? '';
    });
}

/** The resolved module a specifier of this module's code names, found among its imports by the file's path. */
function resolvedOf(specifier: string, imported: readonly string[]): string | undefined {
  const tail = specifier.replace(/^(?:\.\.?\/)+/, '');
  return imported.find((id) => id.replace(/\\/g, '/').endsWith(`/${tail}`));
}

/**
 * The icon names (`IconHome`) our modules reachable from `roots` use, at once or on demand. An area's index names
 * everything the area shares, while a module takes only some of it: through an index the walk follows only the
 * re-exports the importing modules name (and the index's own lazy parts), so an editor another area takes from the
 * same index does not count as the home's.
 */
export function iconNamesReachedFrom(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  /** Per area index, the names taken from it so far; an index is walked again when a new name is taken. */
  const taken = new Map<string, Set<string>>();

  const visit = (id: string) => {
    if (seen.has(id) || NODE_MODULES.test(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    const code = info.code ?? '';
    for (const name of code.match(/\bIcon[A-Z]\w*/g) ?? []) names.add(name);
    const fromIndexes = new Set<string>();
    for (const [, list = '', specifier = ''] of code.matchAll(NAMED_IMPORT)) {
      const target = resolvedOf(specifier, info.importedIds);
      if (!target || !AREA_INDEX.test(target)) continue;
      fromIndexes.add(target);
      const known = taken.get(target) ?? new Set<string>();
      const before = known.size;
      for (const name of namesIn(list, 'imported')) known.add(name);
      taken.set(target, known);
      if (known.size !== before) walkIndex(target);
    }
    for (const imported of [...info.importedIds, ...info.dynamicallyImportedIds]) {
      if (!fromIndexes.has(imported)) visit(imported);
    }
  };

  const walkIndex = (index: string) => {
    const info = ctx.getModuleInfo(index);
    if (!info) return;
    const code = info.code ?? '';
    const wanted = taken.get(index) ?? new Set<string>();
    const reexported = new Set<string>();
    for (const [, list = '', specifier = ''] of code.matchAll(NAMED_REEXPORT)) {
      const source = resolvedOf(specifier, info.importedIds);
      if (!source) continue;
      reexported.add(source);
      if (namesIn(list, 'exported').some((name) => wanted.has(name))) visit(source);
    }
    // What the index imports for itself (a lazy part's loader, a shared constant) goes with it.
    for (const imported of [...info.importedIds, ...info.dynamicallyImportedIds]) {
      if (!reexported.has(imported)) visit(imported);
    }
  };

  for (const root of roots) visit(root);
  return names;
}
