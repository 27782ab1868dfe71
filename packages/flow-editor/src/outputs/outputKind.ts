// Which view shows an output (spec/3 section 2, "Outputs"): text, CSV, image, PDF, key-pair,
// string list, JSON data, errors and the stream alert. Files arrive as paths or URLs (a message's
// files, or a string); a CSV file is fetched, CSV text is recognised by its shape.
import type { OutputValue } from '@app/flow-graph';

export type OutputKind = 'error' | 'stream' | 'text' | 'csv' | 'csvFile' | 'image' | 'pdf' | 'keyPair' | 'stringList' | 'json' | 'unknown';

const IMAGE = /(\.(png|jpe?g|gif|webp|svg|bmp)(\?.*)?$)|^data:image\//i;
const PDF = /(\.pdf(\?.*)?$)|^data:application\/pdf/i;
const CSV_FILE = /\.csv(\?.*)?$/i;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A message output's text; plain strings are their own text. */
export function outputText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (isRecord(message) && typeof message.text === 'string') return message.text;
  return undefined;
}

/** The one file a text or message output stands for: a bare path or URL, or a message's single file. */
export function outputFile(message: unknown): string | undefined {
  const single = (text: string) => (/^\S+$/.test(text.trim()) && !text.includes('\n') ? text.trim() : undefined);
  if (typeof message === 'string') return single(message);
  if (!isRecord(message)) return undefined;
  const files = Array.isArray(message.files) ? message.files.filter((file): file is string => typeof file === 'string') : [];
  if (files.length === 1 && !outputText(message)?.trim()) return files[0];
  return typeof message.text === 'string' ? single(message.text) : undefined;
}

const DELIMITERS = [',', '\t', ';'];

/** Text that is a table: at least two lines, each with the same (non-zero) count of one delimiter outside quotes. */
export function looksLikeCsv(text: string): boolean {
  const lines = text.trim().split(/\r?\n/);
  if (lines.length < 2) return false;
  return DELIMITERS.some((delimiter) => {
    const counts = lines.map((line) => line.replace(/"[^"]*"/g, '').split(delimiter).length - 1);
    return counts[0]! > 0 && counts.every((count) => count === counts[0]);
  });
}

export function outputKind(output: OutputValue | undefined): OutputKind {
  if (!output) return 'unknown';
  const { type, message } = output;
  if (type === 'error' || type === 'ValueError') return 'error';
  if (type === 'stream') return 'stream';
  const file = outputFile(message);
  if (file && IMAGE.test(file)) return 'image';
  if (file && PDF.test(file)) return 'pdf';
  if (file && CSV_FILE.test(file)) return 'csvFile';
  if (type === 'text' || type === 'message') {
    const text = outputText(message);
    // An empty output has nothing to show (spec/3 section 5): 无法显示输出.
    if (text === undefined || text.trim() === '') return 'unknown';
    return looksLikeCsv(text) ? 'csv' : 'text';
  }
  if (type === 'data' || type === 'object' || type === 'array') {
    if (Array.isArray(message) && message.length > 0 && message.every((item) => typeof item === 'string')) return 'stringList';
    if (isRecord(message) && Object.keys(message).length > 0 && Object.values(message).every(isScalar)) return 'keyPair';
    const empty = Array.isArray(message) ? message.length === 0 : isRecord(message) && Object.keys(message).length === 0;
    return message !== null && typeof message === 'object' && !empty ? 'json' : 'unknown';
  }
  return 'unknown';
}
