import { randomInt } from 'node:crypto';

// No letters a child mistakes for others when copying from paper (i/l, o/0).
const CONSONANTS = 'bdfgkmnprstvz';
const VOWELS = 'aeu';

/**
 * A password a child can type from a printed list: four syllables and two digits ("bakotume47", ~27 bits from a
 * CSPRNG). Login attempts are throttled per account, so that is out of guessing reach, and the student can change it.
 */
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < 4; i += 1)
    password += CONSONANTS.charAt(randomInt(CONSONANTS.length)) + VOWELS.charAt(randomInt(VOWELS.length));
  return password + String(randomInt(10, 100));
}
