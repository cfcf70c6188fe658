/** A text as a pattern that matches it literally (for expectations that find it inside a longer text). */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
