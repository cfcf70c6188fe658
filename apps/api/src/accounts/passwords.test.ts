import { describe, expect, it } from 'vitest';
import { ARGON2_PRODUCTION } from '../policy.js';
import { COMMON_PASSWORD_COUNT, PasswordHasher, isCommonPassword } from './passwords.js';
import { Semaphore } from './semaphore.js';

describe('password hashing', () => {
  it('hashes with argon2id at the production parameters, and two users get different hashes', async () => {
    const hasher = new PasswordHasher(ARGON2_PRODUCTION, 2);
    const first = await hasher.hash('the same password 123');
    const second = await hasher.hash('the same password 123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'the same password 123')).toBe(true);
    expect(await hasher.verify(first, 'the same password 124')).toBe(false);
  });

  it('answers false, after the same work, when there is no hash to check', async () => {
    const hasher = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }, 1);
    expect(await hasher.verify(null, 'anything at all')).toBe(false);
  });

  it('never runs more hashes at once than its concurrency', async () => {
    const hasher = new PasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 }, 2);
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hasher.inFlight)), 0);
    await Promise.all(Array.from({ length: 12 }, (_, i) => hasher.hash(`password number ${i}`)));
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(2);
    expect(hasher.inFlight).toBe(0);
  });

  it('rejects passwords from a list of at least the 10 000 most common, case-insensitively', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('qwerty123456')).toBe(true);
    expect(isCommonPassword('QWERTY123456')).toBe(true);
    expect(isCommonPassword('correct horse battery staple 42')).toBe(false);
  });
});

describe('Semaphore', () => {
  it('lets at most `limit` tasks run and serves the rest in order', async () => {
    const semaphore = new Semaphore(2);
    const order: number[] = [];
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 5 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve: () => resolve() };
    });
    const tasks = gates.map((gate, i) =>
      semaphore.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(i);
        await gate.promise;
        running -= 1;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    for (const gate of gates) gate.resolve();
    await Promise.all(tasks);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });
});
