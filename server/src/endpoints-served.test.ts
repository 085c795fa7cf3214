import { allEndpoints } from '@umka/contracts/all-endpoints';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './test/harness.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string }>>>;
}

/** `METHOD /api/path/{name}` of every operation the API document lists under /api, with its operation id. */
function documentedOperations(document: OpenApiDocument): Map<string, string | undefined> {
  const operations = new Map<string, string | undefined>();
  for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const operation = byMethod[method];
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation.operationId);
    }
  }
  return operations;
}

const routeOf = (method: string, path: string) => `${method} /api${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

describeEachDatabase('endpoints defined once', (t) => {
  it('serves every /api route from an endpoint of the contracts, named by its operation id', () => {
    const expected = new Map(allEndpoints().map((endpoint) => [routeOf(endpoint.method, endpoint.path), endpoint.id]));
    const served = documentedOperations(t.app.swagger() as OpenApiDocument);
    expect(served.size).toBeGreaterThan(100);
    const unnamed = [...served]
      .filter(([route, id]) => id === undefined || expected.get(route) !== id)
      .map(([route]) => route);
    expect(unnamed).toEqual([]);
  });

  it('serves every endpoint of the contracts', () => {
    const served = documentedOperations(t.app.swagger() as OpenApiDocument);
    const missing = allEndpoints()
      .filter((endpoint) => !served.has(routeOf(endpoint.method, endpoint.path)))
      .map((endpoint) => endpoint.id);
    expect(missing).toEqual([]);
  });

  it('documents the kind of file an endpoint sends, when it is always the same', () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get?: { produces?: string[]; responses?: unknown } }>;
    };
    const pdf = document.paths['/api/certificates/{id}/pdf']?.get;
    expect(JSON.stringify(pdf)).toContain('application/pdf');
  });
});
