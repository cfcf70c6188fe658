import type { ViteUserConfig } from 'vitest/config';
export function testConfig(test?: ViteUserConfig['test']): NonNullable<ViteUserConfig['test']>;
