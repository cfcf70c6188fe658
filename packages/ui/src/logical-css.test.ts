// Right to left: the kit's CSS says start and end, never left and right, so one stylesheet lays
// out English and Arabic alike. Any physical declaration fails here, with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = import.meta.dirname;

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each declaration of a stylesheet (comments removed) with its line number. */
function declarations(css: string): Array<{ line: number; property: string; value: string }> {
  const blanked = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Array<{ line: number; property: string; value: string }> = [];
  for (const match of blanked.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)) {
    const line = blanked.slice(0, match.index).split('\n').length;
    found.push({ line, property: match[1]!, value: match[2]!.trim() });
  }
  return found;
}

/** The words of a value outside parentheses (`var(--a, b)` stays one word). */
function words(value: string): string[] {
  return value.match(/(?:[^\s(]+(?:\([^)]*\))?)+/g) ?? [];
}

/** Why a declaration is physical (left or right), or `null` when it reads the same in both directions. */
export function physicalReason(property: string, value: string): string | null {
  if (/(^|-)(left|right)(-|$)/.test(property)) return `the property ${property}`;
  if (/^(text-align|float|clear|caption-side)$/.test(property) && /\b(left|right)\b/.test(value)) {
    return `${property}: ${value}`;
  }
  const parts = words(value);
  // Four sides (top right bottom left): physical when the right and left differ.
  if (/^(margin|padding|inset|scroll-margin|scroll-padding|border-(width|style|color))$/.test(property)) {
    if (parts.length === 4 && parts[1] !== parts[3]) return `${property}: ${value} (right ≠ left)`;
  }
  // Corners (top-left top-right bottom-right bottom-left): physical when mirroring changes them.
  if (property === 'border-radius' && !value.includes('/')) {
    const [a, b = a, c = a, d = b] = parts;
    if (a !== b || c !== d) return `${property}: ${value} (not mirror-symmetric)`;
  }
  return null;
}

describe("the kit's CSS uses logical properties only", () => {
  const files = cssFiles(SOURCE);

  it('finds every stylesheet of the kit', () => {
    // Components, tokens, the page stylesheet: a broken walk must not pass by finding nothing.
    expect(files.length).toBeGreaterThanOrEqual(25);
  });

  it('has no left or right margin, padding, border, inset, alignment or corner', () => {
    const physical = files.flatMap((file) =>
      declarations(readFileSync(file, 'utf8')).flatMap(({ line, property, value }) => {
        const reason = physicalReason(property, value);
        return reason ? [`${path.relative(SOURCE, file)}:${line} ${reason}`] : [];
      }),
    );
    expect(physical).toEqual([]);
  });

  it('catches each kind of physical declaration', () => {
    expect(physicalReason('margin-left', '4px')).not.toBeNull();
    expect(physicalReason('border-right-width', '1px')).not.toBeNull();
    expect(physicalReason('left', '0')).not.toBeNull();
    expect(physicalReason('text-align', 'right')).not.toBeNull();
    expect(physicalReason('margin', '0 8px 0 0')).not.toBeNull();
    expect(physicalReason('inset', '0 0 0 auto')).not.toBeNull();
    expect(physicalReason('border-radius', '4px 0 0 4px')).not.toBeNull();
    expect(physicalReason('border-top-left-radius', '4px')).not.toBeNull();
    expect(physicalReason('margin-inline-start', '4px')).toBeNull();
    expect(physicalReason('margin', '0 var(--cui-space-2, 4px) 0 var(--cui-space-2, 4px)')).toBeNull();
    expect(physicalReason('border-radius', '3px 3px 0 0')).toBeNull();
    expect(physicalReason('text-align', 'start')).toBeNull();
  });
});
