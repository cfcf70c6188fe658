// Shared tsup settings for the published packages: ESM only, declarations, no bundled dependencies.
/** @param {Partial<import('tsup').Options>} [options] */
export function packageBuild(options = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...options,
  };
}
