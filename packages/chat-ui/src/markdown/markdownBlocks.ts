// A streamed reply grows at its end: cut into its top-level blocks as a real markdown lexer sees them
// (micromark with GFM, what remark-gfm parses with), each block renders on its own and only the
// last one changes while tokens arrive, so a token costs the last block's parse, not the whole reply's.
// Blocks a reference or footnote definition ties together stay in one piece, so every piece renders
// as it would inside the whole document.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

interface TopBlock {
  /** Offsets in the text: from the start of the block's first line to the end of the block. */
  start: number;
  end: number;
  /** Labels of the link reference definitions (`[label]: url`) in it, at any depth (a quote's too). */
  definitions: string[];
  footnoteDefinition: boolean;
}

/** A text cut into its top-level blocks; give it back to `splitMarkdownBlocks` with the text grown. */
export interface MarkdownLexing {
  text: string;
  blocks: TopBlock[];
}

const parseOptions = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

type MdNode = ReturnType<typeof fromMarkdown>['children'][number];

function collectDefinitions(node: MdNode, block: TopBlock): void {
  // The identifier comes from the label's source (escapes kept), as uses are found in the source.
  if (node.type === 'definition') block.definitions.push(node.identifier);
  if (node.type === 'footnoteDefinition') block.footnoteDefinition = true;
  if ('children' in node) for (const child of node.children) collectDefinitions(child as MdNode, block);
}

function lexBlocks(text: string, from: number): TopBlock[] {
  const root = fromMarkdown(text.slice(from), parseOptions);
  return root.children.map((node) => {
    const start = from + (node.position?.start.offset ?? 0);
    const block: TopBlock = {
      // Indentation before a block belongs to it (an indented code block's first line).
      start: text.lastIndexOf('\n', start - 1) + 1,
      end: from + (node.position?.end.offset ?? text.length - from),
      definitions: [],
      footnoteDefinition: false,
    };
    collectDefinitions(node, block);
    return block;
  });
}

/**
 * The top-level blocks of `text`. When `previous` lexed a beginning of this text, only its last two
 * blocks are lexed again: the last may still change what it is (a paragraph `2` becoming a list item
 * `2.` joins the list before it), but a block that another one follows has a finished first line, so
 * its relation to the blocks before it is settled and nothing appended can change those.
 */
export function lexMarkdownBlocks(text: string, previous?: MarkdownLexing): MarkdownLexing {
  const kept = previous ? previous.blocks.slice(0, -2) : [];
  const from = previous?.blocks.at(-2)?.start;
  if (previous && from !== undefined && text.startsWith(previous.text.slice(0, from))) {
    return { text, blocks: [...kept, ...lexBlocks(text, from)] };
  }
  return { text, blocks: lexBlocks(text, 0) };
}

// Labels match as CommonMark compares them: whitespace collapsed, trimmed inside the brackets, case folded.
const normalise = (value: string) =>
  value.replace(/\s+/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']').toLowerCase().toUpperCase();

/**
 * Ranges of block indexes that must render together: a reference definition with every block that
 * may use its label, and from the first footnote reference or definition to the end (footnotes are
 * numbered and listed at the end of the document they are in).
 */
function boundRanges({ text, blocks }: MarkdownLexing): [number, number][] {
  const definitions = blocks.flatMap((block, index) => block.definitions.map((label) => ({ index, label: normalise(`[${label.trim()}]`) })));
  const hasFootnotes = blocks.some((block) => block.footnoteDefinition);
  if (definitions.length === 0 && !hasFootnotes) return [];
  const texts = blocks.map((block) => normalise(text.slice(block.start, block.end)));
  const ranges: [number, number][] = definitions.map(({ index, label }) => {
    // A textual match may be a false use: that only keeps more blocks together than needed.
    const users = texts.flatMap((blockText, user) => (blockText.includes(label) ? [user] : []));
    return [Math.min(index, ...users), Math.max(index, ...users)];
  });
  if (hasFootnotes) {
    const first = texts.findIndex((blockText, index) => blocks[index]!.footnoteDefinition || blockText.includes('[^'));
    ranges.push([first, blocks.length - 1]);
  }
  return ranges;
}

/** The text of each piece to render: top-level blocks, those tied by definitions kept together. */
export function markdownPieces(lexing: MarkdownLexing): string[] {
  const { text, blocks } = lexing;
  const groupEnd = blocks.map((_block, index) => index);
  for (const [from, to] of boundRanges(lexing)) {
    for (let index = from; index <= to; index += 1) groupEnd[index] = Math.max(groupEnd[index]!, to);
  }
  const pieces: string[] = [];
  for (let index = 0; index < blocks.length; ) {
    // Ranges overlap: a piece ends where no block inside it reaches further.
    let end = groupEnd[index]!;
    for (let inner = index; inner <= end; inner += 1) end = Math.max(end, groupEnd[inner]!);
    pieces.push(text.slice(blocks[index]!.start, blocks[end]!.end));
    index = end + 1;
  }
  return pieces;
}

/** The pieces of `text` (see `markdownPieces`) without a previous lexing to reuse. */
export function splitMarkdownBlocks(text: string): string[] {
  return markdownPieces(lexMarkdownBlocks(text));
}

// The latest lexings, newest first: a few replies may stream or re-render at once.
const recent: MarkdownLexing[] = [];
const RECENT_LEXINGS = 8;

/** The pieces of `text`, reusing a recent lexing of a beginning of it: a streamed reply costs its tail. */
export function streamedMarkdownPieces(text: string): string[] {
  const reusable = recent.find((lexing) => lexing.blocks.length > 1 && text.startsWith(lexing.text.slice(0, lexing.blocks.at(-2)!.start)));
  const lexing = lexMarkdownBlocks(text, reusable);
  if (reusable) recent.splice(recent.indexOf(reusable), 1);
  recent.unshift(lexing);
  recent.length = Math.min(recent.length, RECENT_LEXINGS);
  return markdownPieces(lexing);
}
