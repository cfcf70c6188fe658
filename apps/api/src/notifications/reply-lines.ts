// What one line of an emailed reply is: the header a mail client writes above the history it quotes
// ("On … wrote:" and its translations, "From: … <…>", "-----Original Message-----") or the start of a
// signature ("-- ", "Sent from my phone", "Regards,"). These are the patterns of email-reply-parser 1.9
// (lib/regex.js), rewritten as plain scans: that library's regular expressions backtrack without bound on a
// crafted line ("x" + " on at" × 1600, 9.6 kB, held the event loop for 8–20 s, growing with the cube of the
// length) unless the native re2 engine is installed, which it cannot be here. Every check below walks its
// line a bounded number of times (each loop only moves forward, each `indexOf` starts past the previous
// hit), so classifying a line costs O(its length) and a whole reply O(its length): the proof of
// docs/SECURITY.md#reply-by-email. A comment names the library pattern each check stands for.

import {
  ANY,
  anyOf,
  framedHeader,
  isDigit,
  isSpace,
  occurrences,
  quotedAddressStart,
  shape,
  shapeWithin,
  skip,
  spacedMiddle,
  word,
} from './line-scan.js';

/** `^\s*(Am\s.+\s)\n?\n?schrieb.+\s?(\[|<).+(\]|>):$` */
function amSchrieb(line: string): boolean {
  const start = skip(line, 0, isSpace);
  const end = line.length;
  if (!line.startsWith('Am', start) || !isSpace(line[start + 2])) return false;
  if (line[end - 1] !== ':' || !']>'.includes(line[end - 2] ?? '_')) return false;
  for (const at of occurrences(line, 'schrieb', start + 5)) {
    // The earliest "schrieb" after a space leaves the most room for the bracket after it.
    if (isSpace(line[at - 1])) return anyOf(line, '[<', at + 8, end - 4) !== -1;
  }
  return false;
}

/** `^\s*(Am\s.+\sum\s.+\s\n?schrieb\s.+:)$` */
function amUmSchrieb(line: string): boolean {
  const start = skip(line, 0, isSpace);
  const end = line.length;
  if (!line.startsWith('Am', start) || !isSpace(line[start + 2]) || line[end - 1] !== ':') return false;
  let um = -1;
  for (const at of occurrences(line, 'um', start + 5)) {
    if (isSpace(line[at - 1]) && isSpace(line[at + 2])) {
      um = at;
      break;
    }
  }
  if (um < 0) return false;
  for (const at of occurrences(line, 'schrieb', um + 5)) {
    if (at + 8 > end - 2) return false;
    if (isSpace(line[at - 1]) && isSpace(line[at + 7])) return true;
  }
  return false;
}

/** `WORD\s…\sskrev\s….:` of the Danish and Norwegian headers, the "skrev" searched from `from`. */
function skrevHeader(line: string, from: number): boolean {
  const end = line.length;
  if (line[end - 1] !== ':') return false;
  for (const at of occurrences(line, 'skrev', from)) {
    if (at + 6 > end - 2) return false;
    if (isSpace(line[at - 1]) && isSpace(line[at + 5])) return true;
  }
  return false;
}

/** `^\s*(Den\s.+\s\n?skrev\s.+:)$` */
function denSkrev(line: string): boolean {
  const start = skip(line, 0, isSpace);
  return line.startsWith('Den', start) && isSpace(line[start + 3]) && skrevHeader(line, start + 6);
}

/** `^\s*([a-z]{3,4}\.\s[\s\S]+\sskrev\s[\s\S]+:)$` */
function abbreviationSkrev(line: string): boolean {
  const start = skip(line, 0, isSpace);
  const letters = skip(line, start, (char) => char >= 'a' && char <= 'z') - start;
  const dot = start + letters;
  if (letters < 3 || letters > 4 || line[dot] !== '.' || !isSpace(line[dot + 1])) return false;
  return skrevHeader(line, dot + 4);
}

/** `^\s*(Op\s[\s\S]+?\n?schreef[\s\S]+:)$` */
function opSchreef(line: string): boolean {
  const start = skip(line, 0, isSpace);
  if (!line.startsWith('Op', start) || !isSpace(line[start + 2]) || !line.endsWith(':')) return false;
  const at = line.indexOf('schreef', start + 4);
  return at !== -1 && at + 8 <= line.length - 1;
}

/** `^\s*((W\sdniu|Dnia)\s[\s\S]+?(pisze|napisał(\(a\))?):)$` */
function polish(line: string): boolean {
  const start = skip(line, 0, isSpace);
  let after = -1;
  if (line.startsWith('Dnia', start)) after = start + 4;
  else if (line[start] === 'W' && isSpace(line[start + 1]) && line.startsWith('dniu', start + 2))
    after = start + 6;
  if (after < 0 || !isSpace(line[after])) return false;
  return ['pisze:', 'napisał:', 'napisał(a):'].some(
    (closer) => line.endsWith(closer) && line.length - closer.length >= after + 2,
  );
}

/** `^\s*(pe\s.+\s.+\n?kirjoitti:)$` */
function finnish(line: string): boolean {
  const start = skip(line, 0, isSpace);
  const closerAt = line.length - 'kirjoitti:'.length;
  return (
    line.startsWith('pe', start) && line.endsWith('kirjoitti:') && spacedMiddle(line, start + 2, closerAt)
  );
}

/** `^(.+\s<.+>\sschrieb:)$` */
function nameSchrieb(line: string): boolean {
  const end = line.length;
  if (!line.endsWith('schrieb:') || !isSpace(line[end - 9]) || line[end - 10] !== '>') return false;
  for (let at = 2; at <= end - 12; at += 1) if (line[at] === '<' && isSpace(line[at - 1])) return true;
  return false;
}

/** `^(.+\son.*at.*wrote:)$`: the pattern of the 9.6 kB line. */
function onAtWrote(line: string): boolean {
  if (!line.endsWith('wrote:')) return false;
  for (const on of occurrences(line, 'on', 2)) {
    if (!isSpace(line[on - 1])) continue;
    // The first "on" after a space is the best: any "at" after it will do.
    const at = line.indexOf('at', on + 2);
    return at !== -1 && at + 2 <= line.length - 6;
  }
  return false;
}

/** `^\s*(WORD\s?:.+\s?\n?\s*[OPEN].+[CLOSE])` (no end anchor): "From: Name <address>" and its translations. */
function fromLine(line: string, name: string, open: string, close: string): boolean {
  let at = skip(line, 0, isSpace);
  if (!line.startsWith(name, at)) return false;
  at += name.length;
  if (isSpace(line[at])) at += 1;
  if (line[at] !== ':') return false;
  const opening = anyOf(line, open, at + 2, line.length - 1);
  return opening !== -1 && anyOf(line, close, opening + 2, line.length - 1) !== -1;
}

/** `^-{1,12} ?PHRASE ?-{1,12}$` (case-insensitive): "-----Original Message-----" and its translations. */
function dashedBanner(line: string, phrase: string): boolean {
  const dashes = skip(line, 0, (char) => char === '-');
  if (dashes < 1 || dashes > 12) return false;
  let at = line[dashes] === ' ' ? dashes + 1 : dashes;
  if (line.slice(at, at + phrase.length).toLowerCase() !== phrase) return false;
  at += phrase.length;
  if (line[at] === ' ') at += 1;
  const trailing = line.length - at;
  return trailing >= 1 && trailing <= 12 && skip(line, at, (char) => char === '-') === line.length;
}

/** `^(.*)[0-9]{4}(.*)from(.*)<(.*)>:$` */
function yearFromAddress(line: string): boolean {
  if (!line.endsWith('>:')) return false;
  const open = line.lastIndexOf('<', line.length - 3);
  const from = open < 4 ? -1 : line.lastIndexOf('from', open - 4);
  return from !== -1 && shapeWithin(line, 0, from, 'dddd');
}

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Each header with the characters it can start with once leading dashes and spaces are skipped (ANY for the
 * patterns anchored at the end), so a line is only checked against the patterns it could match.
 */
const QUOTE_HEADERS: Array<[leads: string, matches: (line: string) => boolean]> = [
  ['O', (line) => framedHeader(line, word('On'), 'wrote')],
  ['L', (line) => framedHeader(line, word('Le'), 'écrit', true)],
  ['E', (line) => framedHeader(line, word('El'), 'escribió')],
  ['I', (line) => framedHeader(line, word('Il'), 'scritto')],
  ['E', (line) => framedHeader(line, word('Em'), 'escreveu')],
  ['A', amSchrieb],
  ['O', opSchreef],
  ['WD', polish],
  ['D', denSkrev],
  ['p', finnish],
  ['A', amUmSchrieb],
  // `^(在[\s\S]+写道：)$`, `^(20[0-9]{2}\..+\s작성:)$`, `^(20[0-9]{2}\/.+のメッセージ:)$`
  ['在', (line) => line.startsWith('在') && line.endsWith('写道：') && line.length >= 5],
  [
    '2',
    (line) => shape(line, 0, '20dd.') && line.endsWith('작성:') && isSpace(line.at(-4)) && line.length >= 10,
  ],
  ['2', (line) => shape(line, 0, '20dd/') && line.endsWith('のメッセージ:') && line.length >= 13],
  [ANY, nameSchrieb],
  [ANY, onAtWrote],
  ['F', (line) => fromLine(line, 'From', '[|<', ']|>')],
  ['V', (line) => fromLine(line, 'Von', '[|<', ']|>')],
  ['D', (line) => fromLine(line, 'De', '[<', ']>')],
  ['V', (line) => fromLine(line, 'Van', '[<', ']>')],
  ['D', (line) => fromLine(line, 'Da', '[<', ']>')],
  // `^(20[0-9]{2})-([0-9]{2}).([0-9]{2}).([0-9]{2}):([0-9]{2})\n?(.*)>:$`
  ['2', (line) => shape(line, 0, '20dd-dd?dd?dd:dd') && line.endsWith('>:') && line.length >= 18],
  [LOWER, abbreviationSkrev],
  // `^([0-9]{2}).([0-9]{2}).(20[0-9]{2})(.*)(([0-9]{2}).([0-9]{2}))(.*)\"( *)<(.*)>( *):$`
  [
    DIGITS,
    (line) => shape(line, 0, 'dd?dd?20dd') && shapeWithin(line, 10, quotedAddressStart(line), 'dd?dd'),
  ],
  // `^[0-9]{2}:[0-9]{2}(.*)[0-9]{4}(.*)\"( *)<(.*)>( *):$`
  [DIGITS, (line) => shape(line, 0, 'dd:dd') && shapeWithin(line, 5, quotedAddressStart(line), 'dddd')],
  [ANY, yearFromAddress],
  ['oO', (line) => dashedBanner(line, 'original message')],
  ['oO', (line) => dashedBanner(line, 'oprindelig besked')],
  ['mM', (line) => dashedBanner(line, "message d'origine")],
];

const OPENERS = [
  'On',
  'Le',
  'El',
  'Il',
  'Em',
  'In',
  'Am',
  'Op',
  'W',
  'Dnia',
  'Den',
  'pe',
  '在',
  'From',
  'Von',
  'De',
  'Van',
  'Da',
];

/**
 * The line starts like a header a client may wrap onto the next line (an opening word, a date, an
 * abbreviated weekday): only such lines are tried joined with the next ones.
 */
export function mayOpenHeader(line: string): boolean {
  const start = skip(
    line,
    skip(line, 0, (char) => char === '-'),
    isSpace,
  );
  if (OPENERS.some((opener) => line.startsWith(opener, start)) || isDigit(line[0])) return true;
  const letters = skip(line, start, (char) => char >= 'a' && char <= 'z') - start;
  return (letters === 3 || letters === 4) && line[start + letters] === '.';
}

/** The header a mail client writes above the history it quotes (none is shorter than five characters). */
export function isQuoteHeader(line: string): boolean {
  if (line.length < 5) return false;
  const lead =
    line[
      skip(
        line,
        skip(line, 0, (char) => char === '-'),
        isSpace,
      )
    ] ?? '';
  return QUOTE_HEADERS.some(([leads, matches]) => (leads === ANY || leads.includes(lead)) && matches(line));
}
