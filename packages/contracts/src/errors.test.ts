import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';
import { ERRORS } from './errors.ts';

describe('the error codes and their texts', () => {
  it('name the same codes, each once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(ERRORS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('tell a code from any other value', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
