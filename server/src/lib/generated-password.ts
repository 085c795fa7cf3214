import { randomInt } from 'node:crypto';
import { ROLE, type RoleId } from '@umka/contracts';

// No letters a child mistakes for others when copying from paper (i/l, o/0).
const CONSONANTS = 'bdfgkmnprstvz';
const VOWELS = 'aeu';

/**
 * A password to type from a printed list or a copied note: syllables and two digits from a CSPRNG. A student's
 * has four syllables ("bakotume47", ~27 bits): login attempts are throttled per account, so that is out of
 * guessing reach, and the student can change it. Staff accounts read every student's data, so theirs has eight
 * (18 characters, ~49 bits), past the staff length of the password policy.
 */
export function generatePassword(roleId: RoleId): string {
  const syllables = roleId === ROLE.student ? 4 : 8;
  let password = '';
  for (let i = 0; i < syllables; i += 1)
    password += CONSONANTS.charAt(randomInt(CONSONANTS.length)) + VOWELS.charAt(randomInt(VOWELS.length));
  return password + String(randomInt(10, 100));
}
