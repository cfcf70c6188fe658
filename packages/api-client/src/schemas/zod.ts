import { z } from 'zod';

// zod 4 compiles each object schema with `new Function` unless `jitless` is set before the schema is
// built, and probes for it first: under a strict CSP (no 'unsafe-eval') the browser reports that probe as a
// violation. Every schema module of this package imports `z` from here, so the setting is in place before
// any of them is built, and a consumer needs no script of its own. Parsing stays correct, only uncompiled.
z.config({ jitless: true });

export { z };
