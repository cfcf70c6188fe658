// The pieces of bench/results/latest.md every report writer shares: its tables, and a section that a partial run
// (`bench:search`, `bench:service-levels`) writes into it, with its figures in latest.json under one key,
// leaving the rest as the last full `pnpm bench` wrote it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const row = (cells) => `| ${cells.join(' | ')} |`;

/** A Markdown table: a head, then rows of cells (each turned into a string). */
export const markdownTable = (head, rows) =>
  [row(head), row(head.map(() => '---')), ...rows.map((cells) => row(cells.map(String)))].join('\n');

/** `markdown` with the section under `heading` (up to the next `## ` heading) replaced, or appended. */
export function replaceSection(markdown, heading, section) {
  const start = markdown.indexOf(heading);
  const next = start < 0 ? -1 : markdown.indexOf('\n## ', start + heading.length);
  const before = (start < 0 ? markdown : markdown.slice(0, start)).trimEnd();
  const after = next < 0 ? '' : markdown.slice(next);
  return `${before}\n\n${section}\n${after}`;
}

/** Writes `section` (starting with `heading`) into latest.md and `json` as `key` of latest.json. */
export function writeReportSection(outDir, { heading, section, key, json }) {
  const markdownFile = path.join(outDir, 'latest.md');
  const markdown = existsSync(markdownFile) ? readFileSync(markdownFile, 'utf8') : '';
  writeFileSync(markdownFile, replaceSection(markdown, heading, section));
  const jsonFile = path.join(outDir, 'latest.json');
  const figures = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  figures[key] = json;
  writeFileSync(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
}
