import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const config = join(root, '.dependency-cruiser.cjs');

/** The import rules of `npm run check:imports` (.dependency-cruiser.cjs), run on a project made for the test. */
async function cruise(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'umka-imports-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    join(dir, 'tsconfig.base.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true } }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  try {
    const { stdout } = await run(depcruise, ['.', '--config', config], { cwd: dir });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    return { failed: true, output: stdout };
  }
}

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('the import rules', () => {
  it('refuse two modules that import each other, even when one only imports a type', async () => {
    const { failed, output } = await cruise({
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'b.ts': "import { type A } from './a.ts';\nexport type B = { a?: A };\nexport const b = 1;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('no-circular');
  });

  it('let modules that import in one direction pass', async () => {
    const { failed } = await cruise({
      'a.ts': "import { b } from './b.ts';\nexport const a = b + 1;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(failed).toBe(false);
  });

  const homework = {
    'web/src/features/homework/homework.queries.ts': 'export const homeworkKeys = ["homework"];\n',
    'web/src/features/homework/index.ts': "export { homeworkKeys } from './homework.queries.ts';\n",
  };

  it("refuse a web feature that reaches into another feature's files", async () => {
    const { failed, output } = await cruise({
      ...homework,
      'web/src/features/students/StudentHome.ts':
        "import { homeworkKeys } from '../homework/homework.queries.ts';\nexport const keys = homeworkKeys;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('feature-through-its-index');
  });

  it("let a web feature use another through its index.ts, and a test reach into the other's files", async () => {
    const { failed, output } = await cruise({
      ...homework,
      'web/src/features/students/StudentHome.ts':
        "import { homeworkKeys } from '../homework/index.ts';\nexport const keys = homeworkKeys;\n",
      'web/src/features/students/StudentHome.test.ts':
        "import { homeworkKeys } from '../homework/homework.queries.ts';\nexport const keys = homeworkKeys;\n",
    });
    expect(output).not.toContain('feature-through-its-index');
    expect(failed).toBe(false);
  });

  it('refuse lib/ or ui/ importing a feature, even through its index', async () => {
    const { failed, output } = await cruise({
      ...homework,
      'web/src/lib/keys.ts':
        "import { homeworkKeys } from '../features/homework/index.ts';\nexport const keys = homeworkKeys;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('lib-and-ui-below-features');
  });

  const groups = {
    'server/src/modules/groups/groups.repo.ts': 'export const findGroup = (id: number) => ({ id });\n',
    'server/src/modules/groups/groups.port.ts':
      "import { findGroup } from './groups.repo.ts';\nexport const groupsPort = { findGroup };\n",
  };

  it("refuse a server module that imports another module's repo", async () => {
    const { failed, output } = await cruise({
      ...groups,
      'server/src/modules/diaries/diaries.service.ts':
        "import { findGroup } from '../groups/groups.repo.ts';\nexport const group = findGroup(1);\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('module-through-its-service');
  });

  it("let a server module use another's port and its own repo, and a test reach into the other's repo", async () => {
    const { failed, output } = await cruise({
      ...groups,
      'server/src/modules/diaries/diaries.repo.ts': 'export const entries = [];\n',
      'server/src/modules/diaries/diaries.service.ts':
        "import type { groupsPort } from '../groups/groups.port.ts';\nimport { entries } from './diaries.repo.ts';\nexport const use = (groups: typeof groupsPort) => [groups.findGroup(1), entries];\n",
      'server/src/modules/diaries/diaries.test.ts':
        "import { findGroup } from '../groups/groups.repo.ts';\nexport const group = findGroup(1);\n",
    });
    expect(output).not.toContain('module-through-its-service');
    expect(failed).toBe(false);
  });
});
