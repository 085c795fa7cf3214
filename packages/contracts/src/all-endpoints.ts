import type { Endpoint } from './endpoint.ts';
import * as contracts from './index.ts';

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'area' in value &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

/** Every endpoint of every area the contracts export (for the tests that hold server and contracts together). */
export function allEndpoints(): Endpoint[] {
  return Object.values(contracts).flatMap((value) =>
    typeof value === 'object' && value !== null ? Object.values(value).filter(isEndpoint) : [],
  );
}
