import type { Options } from 'tsup';
export function packageBuild(options?: Partial<Options>): Options;
