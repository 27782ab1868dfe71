// The text of a document by its type: plain-text formats decoded (UTF-8, UTF-16 with a byte-order
// mark, else GB18030 for files saved by Chinese Windows editors), HTML as readable text, PDF pages
// through PDF.js (unpdf's build, no native code), Word documents through mammoth.
import { computeTask, offload, type OffloadContext } from '../compute/offload';
import { componentError } from '../messages';
import { declaredCharset, readHtml } from './htmlText';

export const DOCUMENT_EXTENSIONS = ['txt', 'md', 'mdx', 'csv', 'json', 'yaml', 'yml', 'xml', 'html', 'htm', 'pdf', 'docx'] as const;

export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

const EXTENSIONS: ReadonlySet<string> = new Set(DOCUMENT_EXTENSIONS);

export function isDocumentExtension(extension: string): extension is DocumentExtension {
  return EXTENSIONS.has(extension);
}

/** The lower-cased extension of a file name or path; empty when it has none. */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function byteOrderMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function decoderFor(label: string | undefined): InstanceType<typeof TextDecoder> | undefined {
  if (label === undefined) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/**
 * Bytes as text: the byte-order mark wins, then a charset the source declared, then UTF-8 when
 * the bytes are valid UTF-8, else GB18030 (a superset of GBK and GB2312).
 */
export function decodeText(bytes: Uint8Array, charset?: string): string {
  const declared = decoderFor(byteOrderMark(bytes)) ?? decoderFor(charset);
  if (declared) return declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

// The parsers load with the first document of their kind: they run in the compute processes, and
// a server process that only imports this module (for its extension checks) never needs them.
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // PDF.js takes over the buffer it is given; the caller's bytes stay usable.
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map((page) => page.trim()).filter((page) => page !== '').join('\n\n');
  } finally {
    await document.loadingTask.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value.trim();
}

export interface DocumentSource {
  /** What errors name: the file name or the URL. */
  name: string;
  bytes: Uint8Array;
  extension: DocumentExtension;
  /** The charset the source declared (an HTTP Content-Type). */
  charset?: string;
}

/** The document's text; an unreadable PDF or DOCX, or JSON that does not parse, is a readable error. */
export async function documentText({ name, bytes, extension, charset }: DocumentSource): Promise<string> {
  switch (extension) {
    case 'pdf':
    case 'docx':
      try {
        return await (extension === 'pdf' ? pdfText(bytes) : docxText(bytes));
      } catch (error) {
        throw componentError('FILE_UNREADABLE', { name, detail: error instanceof Error ? error.message : String(error) });
      }
    case 'html':
    case 'htm':
      return (await readHtml(decodeText(bytes, charset ?? declaredCharset(new TextDecoder('latin1').decode(bytes.subarray(0, 2048)))))).text;
    case 'json': {
      const text = decodeText(bytes, charset);
      try {
        JSON.parse(text);
      } catch (error) {
        throw componentError('FILE_INVALID_JSON', { name, detail: (error as Error).message });
      }
      return text;
    }
    default:
      return decodeText(bytes, charset);
  }
}

export const documentTextTask = computeTask('documentText', documentText);

/** PDF and Word parsing always, large text only, happen off the event loop when the server offers it. */
export function readDocument(context: OffloadContext, source: DocumentSource): Promise<string> {
  const heavy = source.extension === 'pdf' || source.extension === 'docx';
  return offload(context, documentTextTask, source, heavy ? Number.POSITIVE_INFINITY : source.bytes.length);
}
