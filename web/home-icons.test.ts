import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { iconNamesReachedFrom } from './home-icons.ts';

/** A module graph as the bundler describes it: each module's code and what it imports, at once or on demand. */
function graph(modules: Record<string, { code: string; imports?: string[]; lazy?: string[] }>): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? { code: module.code, importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] }
        : null;
    },
  } as unknown as ChunkingContext;
}

describe('the icons the student home reaches', () => {
  const ctx = graph({
    '/web/src/features/home/Home.tsx': {
      code: 'import { HOMEWORK_PATH } from "../homework/index.ts"; const a = IconHome;',
      imports: ['/web/src/features/homework/index.ts'],
    },
    '/web/src/features/homework/index.ts': {
      code:
        'export { HOMEWORK_PATH } from "./paths.ts";\nexport { ItemsEditor } from "./teacher/ItemsEditor.tsx";\n' +
        'export const Card = lazy(() => import("./student/Card.tsx"));',
      imports: ['/web/src/features/homework/paths.ts', '/web/src/features/homework/teacher/ItemsEditor.tsx'],
      lazy: ['/web/src/features/homework/student/Card.tsx'],
    },
    '/web/src/features/homework/paths.ts': { code: 'export const HOMEWORK_PATH = IconPath;' },
    '/web/src/features/homework/teacher/ItemsEditor.tsx': { code: 'export const ItemsEditor = IconTrash;' },
    '/web/src/features/homework/student/Card.tsx': { code: 'export const Card = IconBook;' },
  });

  it('follows what a module takes from an area’s index and the index’s lazy parts, not the rest the index shares', () => {
    const names = iconNamesReachedFrom(ctx, ['/web/src/features/home/Home.tsx']);
    expect([...names].sort()).toEqual(['IconBook', 'IconHome', 'IconPath']);
  });
});
