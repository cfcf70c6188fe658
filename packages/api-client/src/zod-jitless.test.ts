import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ZodObject, type ZodType } from 'zod';

// Under a strict CSP (no 'unsafe-eval') every `new Function` — zod's probe or its compiled parsers — is a
// reported violation. The package must build and parse its schemas without one, with no script from the
// consumer. The constructor is watched before the schemas are first imported (each test file is a fresh
// module graph).
const RealFunction = globalThis.Function;
const constructed: unknown[][] = [];
globalThis.Function = new Proxy(RealFunction, {
  construct(target, args) {
    constructed.push(args);
    return Reflect.construct(target, args) as object;
  },
  apply(target, thisArg, args) {
    constructed.push(args);
    return Reflect.apply(target, thisArg, args) as unknown;
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

describe('zod under a strict CSP', () => {
  it('builds and parses the schemas without ever calling the Function constructor', async () => {
    const schemas = await import('./schemas/index.js');
    const objects = Object.values(schemas as Record<string, unknown>).filter(
      (value): value is ZodType => value instanceof ZodObject,
    );
    expect(objects.length).toBeGreaterThan(10);
    for (const schema of objects) {
      schema.safeParse({});
      schema.safeParse({ id: 1, email: 'a@example.com' });
    }
    expect(constructed).toEqual([]);
  });

  it('has every schema module take `z` from the module that sets jitless first', () => {
    const dir = path.join(import.meta.dirname, 'schemas');
    const direct = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && file !== 'zod.ts')
      .filter((file) =>
        /from 'zod'/.test(readFileSync(path.join(dir, file), 'utf8').replace(/import type[^;]*;/g, '')),
      );
    expect(direct).toEqual([]);
  });
});
