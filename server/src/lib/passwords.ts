import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
  verifyDummy(password: string): Promise<void>;
}

/** argon2id (the library's default algorithm) with its OWASP-recommended cost (19 MiB, 2 passes). */
export function createPasswordHasher(): PasswordHasher {
  // Made up front, so even the first unknown-email login costs exactly one verification.
  const dummyHash = hash('umka-dummy-password-for-timing');
  return {
    hash: (password) => hash(password),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
