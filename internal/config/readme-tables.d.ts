export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string;
export function withoutTablePadding(markdown: string): string;
export function readmeShowsTable(readme: string, table: string): boolean;
