/** A tab's value: its title with every non-word character replaced by an underscore (spec §4). */
export function toTabValue(title: string): string {
  return title.replace(/\W/g, '_');
}
