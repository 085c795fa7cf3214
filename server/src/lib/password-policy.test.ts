import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';
import { createPasswordHasher } from './passwords.ts';

describe('password rules', () => {
  it('asks students for four characters, as the spec does', () => {
    expect(passwordProblem('abc', 3)).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('1234', 3)).toBeNull();
  });

  it('asks staff for twelve characters that are on no breached or local list of common passwords, in any case', () => {
    for (const role of [1, 2] as const) {
      expect(passwordProblem('k9#mQ2zLp4x', role)).toBe('PASSWORD_TOO_SHORT');
      expect(passwordProblem('QazWsxEdcRfv', role)).toBe('PASSWORD_TOO_COMMON');
      expect(passwordProblem('123456QWERTY', role)).toBe('PASSWORD_TOO_COMMON');
      expect(passwordProblem('ЙЦУКЕНГШЩЗХЪ', role)).toBe('PASSWORD_TOO_COMMON');
      expect(passwordProblem('violet-kettle-drum', role)).toBeNull();
    }
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('secret words');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await hasher.verify(hash, 'secret words')).toBe(true);
    expect(await hasher.verify(hash, 'secret word')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'secret words')).toBe(false);
  });
});
