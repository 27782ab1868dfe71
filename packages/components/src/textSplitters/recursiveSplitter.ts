// Recursive character splitting, as LangChain's RecursiveCharacterTextSplitter does it: split on
// the first separator the text contains, merge the pieces into chunks of at most `chunkSize`
// characters with `chunkOverlap` characters repeated between neighbours, and split any piece
// still too long with the next separator. The default separators know Chinese punctuation, so a
// Chinese text breaks between sentences before it breaks inside one. Separators may be regular
// expressions (a programming language's, see languageSeparators). Lengths count Unicode code
// points, as Python's len does.
import { componentError } from '../messages';

/** Paragraphs, lines, sentences (Chinese, then English), clauses, words, and finally characters. */
export const DEFAULT_SEPARATORS: readonly string[] = ['\n\n', '\n', '。', '！', '？', '. ', '! ', '? ', '；', '; ', '，', ', ', '、', ' ', ''];

/** Where a separator goes: dropped (False), or kept with the following (True, Start) or preceding (End) piece. */
export const KEEP_SEPARATOR_OPTIONS = ['False', 'True', 'Start', 'End'] as const;

export type KeepSeparator = (typeof KEEP_SEPARATOR_OPTIONS)[number];

export interface SplitOptions {
  chunkSize: number;
  chunkOverlap: number;
  /** Tried in order; '' splits into characters. */
  separators: readonly string[];
  keepSeparator: KeepSeparator;
  /** The separators are regular expressions rather than literal text. */
  separatorsAreRegex?: boolean;
}

const lengthOf = (text: string): number => {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
};

/** The text between the separator's matches and the matches themselves, alternating (text first). */
function partsAround(text: string, separator: string, regex: boolean): string[] {
  if (!regex) return text.split(separator).flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
  return text.split(new RegExp(`(${separator})`));
}

function splitOn(text: string, separator: string, keep: KeepSeparator, regex: boolean): string[] {
  if (separator === '') return Array.from(text);
  const around = partsAround(text, separator, regex);
  const parts = around.filter((_part, index) => index % 2 === 0);
  const matched = (index: number) => around[index * 2 - 1] ?? '';
  let pieces: string[];
  if (keep === 'End') pieces = parts.map((part, index) => (index < parts.length - 1 ? part + matched(index + 1) : part));
  else if (keep === 'False') pieces = parts;
  else pieces = parts.map((part, index) => (index > 0 ? matched(index) + part : part));
  return pieces.filter((piece) => piece !== '');
}

/** Joins pieces into chunks up to the size, carrying the overlap from one chunk into the next. */
function mergePieces(pieces: readonly string[], joiner: string, { chunkSize, chunkOverlap }: SplitOptions): string[] {
  const joinerLength = lengthOf(joiner);
  const chunks: string[] = [];
  const current: Array<{ text: string; length: number }> = [];
  let total = 0;
  const emit = () => {
    const chunk = current.map((piece) => piece.text).join(joiner).trim();
    if (chunk !== '') chunks.push(chunk);
  };
  for (const text of pieces) {
    const length = lengthOf(text);
    const joined = () => (current.length > 0 ? joinerLength : 0);
    if (total + length + joined() > chunkSize && current.length > 0) {
      emit();
      while (total > chunkOverlap || (total + length + joined() > chunkSize && total > 0)) {
        const first = current.shift();
        if (!first) break;
        total -= first.length + (current.length > 0 ? joinerLength : 0);
      }
    }
    current.push({ text, length });
    total += length + (current.length > 1 ? joinerLength : 0);
  }
  emit();
  return chunks;
}

function splitRecursively(text: string, separators: readonly string[], options: SplitOptions): string[] {
  const regex = options.separatorsAreRegex === true;
  let index = separators.findIndex((separator) => separator === '' || (regex ? new RegExp(separator).test(text) : text.includes(separator)));
  if (index === -1) index = separators.length - 1;
  const separator = separators[index] ?? '';
  const finer = separators.slice(index + 1);
  const joiner = options.keepSeparator === 'False' ? separator : '';
  const chunks: string[] = [];
  let fitting: string[] = [];
  for (const piece of splitOn(text, separator, options.keepSeparator, regex)) {
    if (lengthOf(piece) < options.chunkSize) {
      fitting.push(piece);
      continue;
    }
    if (fitting.length > 0) chunks.push(...mergePieces(fitting, joiner, options));
    fitting = [];
    if (finer.length > 0) chunks.push(...splitRecursively(piece, finer, options));
    else if (piece.trim() !== '') chunks.push(piece.trim());
  }
  if (fitting.length > 0) chunks.push(...mergePieces(fitting, joiner, options));
  return chunks;
}

export function checkChunking(chunkSize: number, chunkOverlap: number): void {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw componentError('SPLIT_CHUNK_SIZE', { size: chunkSize });
  if (!Number.isInteger(chunkOverlap) || chunkOverlap < 0 || chunkOverlap >= chunkSize) {
    throw componentError('SPLIT_CHUNK_OVERLAP', { overlap: chunkOverlap, size: chunkSize });
  }
}

/** The chunks of a text; whitespace around each chunk is trimmed and empty chunks are dropped. */
export function splitText(text: string, options: SplitOptions): string[] {
  checkChunking(options.chunkSize, options.chunkOverlap);
  return splitRecursively(text, options.separators.length > 0 ? options.separators : DEFAULT_SEPARATORS, options);
}

/** A custom separator goes first, then the defaults, each once. */
export function separatorsWith(custom: string): string[] {
  return custom === '' ? [...DEFAULT_SEPARATORS] : [...new Set([custom, ...DEFAULT_SEPARATORS])];
}
