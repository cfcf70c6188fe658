import type { Options } from 'tsup';
export function packageBuild(options?: Partial<Options>): Options;
export function reachableModules(entries: string[]): string[];
export function moduleBuild(entries: Record<string, string>, options?: Partial<Options>): Options;
