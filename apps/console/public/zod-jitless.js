// Runs before the app's modules (a deferred classic script placed ahead of them in index.html): the served
// CSP has no 'unsafe-eval' (SECURITY.md), and zod 4, unless `jitless` is set before any schema is built,
// probes `new Function('')`, which the browser reports as a CSP violation on every load. The app's chunks
// load in an order the bundler decides, so the setting cannot live in them.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
