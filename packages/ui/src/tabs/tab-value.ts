/** A tab's value: its title with every non-word character replaced by an underscore. */
export function toTabValue(title: string): string {
  return title.replace(/\W/g, '_');
}
