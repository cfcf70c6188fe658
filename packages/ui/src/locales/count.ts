// What a translation needs to say a count: the number in the language's digits and its plural category
// (Arabic has six). One formatter per language, made on first use.
const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** `count` in the language's digits and its plural category (`one`, `two`, `few`, `many`, `other`…). */
export function countIn(locale: string, count: number): { text: string; plural: Intl.LDMLPluralRule } {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  let number = numbers.get(locale);
  if (!number) numbers.set(locale, (number = new Intl.NumberFormat(locale)));
  return { text: number.format(count), plural: rule.select(count) };
}
