export function readTokens(css?: string): { name: string; value: string }[];
export function readIconNames(source?: string): string[];
export function foundationPages(
  tokens?: { name: string; value: string }[],
  icons?: string[],
): Record<string, string>;
