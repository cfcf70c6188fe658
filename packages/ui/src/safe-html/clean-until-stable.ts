/**
 * Runs `clean` on its own output until the output stops changing, at most `maxPasses` times in all. Some
 * markup serializes into something that parses differently (mutation XSS), so one pass's output is not
 * proof that a parser will see the same tree; a fixed point is. Output that has not settled after
 * `maxPasses` goes through `fallback` instead.
 */
export function cleanUntilStable(
  html: string,
  clean: (html: string) => string,
  maxPasses: number,
  fallback: (html: string) => string,
): string {
  let current = clean(html);
  for (let pass = 1; pass < maxPasses; pass++) {
    const again = clean(current);
    if (again === current) return current;
    current = again;
  }
  return fallback(current);
}
