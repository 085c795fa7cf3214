import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './all-endpoints.ts';

const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]).sort();

describe('the endpoints of the contracts', () => {
  it('parse exactly the parameters their path names', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) {
      const keys = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect({ endpoint: endpoint.id, params: keys }).toEqual({
        endpoint: endpoint.id,
        params: pathNames(endpoint.path),
      });
    }
  });

  it('have an id and a route of their own', () => {
    const endpoints = allEndpoints();
    const ids = endpoints.map((endpoint) => endpoint.id);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:\w+/g, ':')}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('read a body only where one is sent', () => {
    const readingGets = allEndpoints().filter((endpoint) => endpoint.method === 'GET' && endpoint.body !== undefined);
    expect(readingGets.map((endpoint) => endpoint.id)).toEqual([]);
  });
});
