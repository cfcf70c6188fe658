import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { ServerConfig } from '../config.js';
import { Semaphore } from './semaphore.js';

// `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

// ~49 000 of the most used passwords (zxcvbn-ts's maintained list), compared case-insensitively.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** SECURITY.md: reject the most common passwords (a list of at least the top 10 000). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Size of the common-password list (asserted ≥ 10 000 by a test). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/**
 * argon2id hashing off the event loop (libuv's pool) with bounded concurrency, so a burst of sign-ins
 * cannot take every thread from the rest of the server.
 */
export class PasswordHasher {
  private readonly slots: Semaphore;
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly params: ServerConfig['argon2'],
    concurrency: number,
  ) {
    this.slots = new Semaphore(concurrency);
    // Verified against when the account is unknown, so both cases cost one argon2 run.
    this.dummyHash = this.hash('not a password of anyone, only a timing equaliser');
    this.dummyHash.catch(() => {});
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, { algorithm: ARGON2ID, ...this.params }));
  }

  /** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const target = passwordHash ?? (await this.dummyHash);
    const matches = await this.slots.run(() => verify(target, password).catch(() => false));
    return passwordHash !== null && matches;
  }

  get inFlight(): number {
    return this.slots.inFlight;
  }
}
