// The string parsers of spec/3 section 5, the same set Langflow's editor applies to field values.
// Case conversions split words at anything that is not a letter or digit and at case changes
// ("HTTPServer" is "HTTP" + "Server"); letters of any script count, so Chinese text survives.
import { componentError } from '../messages';

export const STRING_PARSERS = [
  'snake_case',
  'camel_case',
  'pascal_case',
  'kebab_case',
  'lowercase',
  'uppercase',
  'no_blank',
  'valid_csv',
  'commands',
] as const;

export type StringParserName = (typeof STRING_PARSERS)[number];

// Upper-case runs before a capitalised word, capitalised or lower-case words, upper-case runs,
// digit runs, and runs of uncased letters (Chinese, Japanese …); everything else separates.
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{Lo}\p{Lm}\p{Lt}]+/gu;

/** The words of an identifier or a phrase, without separators. */
export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

const parsers: Record<StringParserName, (text: string) => string> = {
  snake_case: (text) =>
    splitWords(text)
      .map((word) => word.toLowerCase())
      .join('_'),
  kebab_case: (text) =>
    splitWords(text)
      .map((word) => word.toLowerCase())
      .join('-'),
  camel_case: (text) =>
    splitWords(text)
      .map((word, index) => (index === 0 ? word.toLowerCase() : capitalize(word)))
      .join(''),
  pascal_case: (text) => splitWords(text).map(capitalize).join(''),
  lowercase: (text) => text.toLowerCase(),
  uppercase: (text) => text.toUpperCase(),
  no_blank: (text) => {
    const trimmed = text.trim();
    if (trimmed === '') throw componentError('STRING_BLANK');
    return trimmed;
  },
  // A comma-separated list: items are separated by commas or whitespace, empty items dropped.
  valid_csv: (text) =>
    text
      .split(/[\s,]+/u)
      .filter((item) => item !== '')
      .join(','),
  // Slash commands: every word becomes "/word"; "a/b" and "a\b" are two commands.
  commands: (text) =>
    text
      .split(/[\s,/\\]+/u)
      .filter((part) => part !== '')
      .map((part) => `/${part}`)
      .join(', '),
};

export function isStringParser(name: string): name is StringParserName {
  return (STRING_PARSERS as readonly string[]).includes(name);
}

/** Applies the parsers in order; the editor uses the same function on field values. */
export function parseString(text: string, parserNames: StringParserName | readonly StringParserName[]): string {
  const names = typeof parserNames === 'string' ? [parserNames] : parserNames;
  return names.reduce((result, name) => parsers[name](result), text);
}
