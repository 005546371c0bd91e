// argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum the package only declares)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Never throws: a malformed stored hash is simply a wrong password. */
export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** A hash of a random password, compared against when the username is unknown, so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
};
