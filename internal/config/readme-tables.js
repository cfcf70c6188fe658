// The README tables that tests render from the code's own data (the auth machine's transitions, a request's
// life): one way to write a markdown table, and one way to compare it with the README whatever padding
// prettier gave the columns.

/**
 * A markdown table: the header row, the separator, one row per entry (cells as given).
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 * @returns {string}
 */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * Table cells without the padding prettier adds when it aligns columns (`| a   |` → `|a|`, `:---:` → `---`);
 * other lines as they are.
 * @param {string} markdown
 * @returns {string}
 */
export function withoutTablePadding(markdown) {
  return markdown
    .split('\n')
    .map((line) =>
      line.trim().startsWith('|')
        ? line
            .trim()
            .split('|')
            .map((cell) => cell.trim().replace(/^:?-+:?$/, '---'))
            .join('|')
        : line,
    )
    .join('\n');
}

/**
 * True when `readme` shows `table` (padding aside).
 * @param {string} readme
 * @param {string} table
 * @returns {boolean}
 */
export function readmeShowsTable(readme, table) {
  return withoutTablePadding(readme).includes(withoutTablePadding(table));
}
