import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const options: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user) it still verifies
 * against a dummy hash, so an unknown address costs as much time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  dummyHash ??= hash('segla-dummy-password', options);
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return storedHash !== null && ok;
  } catch {
    // A malformed stored hash is a failed check, never a 500.
    return false;
  }
}
