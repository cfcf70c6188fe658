/**
 * The number input is a text field with a numeric keyboard that yields numbers. These two
 * functions keep what the user types and the number the form receives apart.
 */

/** Drops every character a number cannot contain (typed letters, pasted spaces). */
export function sanitizeNumberText(text: string): string {
  return text.replace(/[^\d.,-]/g, '').replace(/,/g, '.');
}

/** The number the text spells, or `null` while it spells none ('', '-', '1.2.3'). */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}
