export function readTokens(css?: string): { name: string; value: string }[];
export function readIconNames(source?: string): string[];
export function foundationPages(
  tokens?: { name: string; value: string }[],
  icons?: string[],
): Record<string, string>;
export function contrastRatio(foreground: string, background: string): number;
export function contrastPairs(tokens?: { name: string; value: string }[]): {
  foreground: string;
  background: string;
  use: string;
  ratio: number;
  needed: number;
}[];
