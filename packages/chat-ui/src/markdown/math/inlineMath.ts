// Inline maths ($…$, and $$…$$ inside a line) found before markdown parses the text: markdown would
// otherwise eat TeX's backslashes (\{ \, \\) and read its * and _ as emphasis. Each match becomes a
// private-use placeholder that markdown leaves alone; the remark plugin below turns placeholders in
// text into maths spans and puts the original source back anywhere else (code, link addresses).

export interface InlineMath {
  /** The TeX between the dollars. */
  tex: string;
  /** `$$…$$` inside a line: typeset in display style. */
  display: boolean;
  /** The matched source, dollars included, restored where maths cannot render. */
  source: string;
}

// $$…$$ may pad its TeX with spaces (prices never come in pairs of dollars). A single
// opening $ is not escaped and is followed by a non-space; the closing $ follows a non-space and
// is not followed by a digit, so prices ("$5 and $6", "$5-$10") stay text. Maths never spans lines
// or backticks, so it cannot swallow a code span or a fence.
const INLINE_MATH = /(?<![\\$])\$\$((?:[^$\n`\\]|\\[^\n])+?)\$\$(?!\$)|(?<![\\$])\$(?![\s$])((?:[^$\n`\\]|\\[^\n])+?)(?<![\s\\])\$(?![\d$])/g;

/** The inline maths of a text, in order, with where each starts. */
export function findInlineMath(text: string): (InlineMath & { index: number })[] {
  return [...text.matchAll(INLINE_MATH)].map((match) => ({
    index: match.index,
    source: match[0],
    tex: (match[1] ?? match[2] ?? '').trim(),
    display: match[1] !== undefined,
  }));
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** The markdown with every inline maths replaced by a placeholder, and the maths by placeholder number. */
export function protectInlineMath(markdown: string): { markdown: string; maths: InlineMath[] } {
  const maths: InlineMath[] = [];
  const protectedMarkdown = markdown.replace(INLINE_MATH, (source: string, display?: string, inline?: string) => {
    maths.push({ source, tex: (display ?? inline ?? '').trim(), display: display !== undefined });
    return `${OPEN}${maths.length - 1}${CLOSE}`;
  });
  return { markdown: protectedMarkdown, maths };
}

/** The few fields of a markdown syntax tree (mdast) node the plugin reads or writes. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

function restore(text: string, maths: readonly InlineMath[]): string {
  return text.replace(PLACEHOLDER, (placeholder, index: string) => maths[Number(index)]?.source ?? placeholder);
}

/** A text node split into text and maths spans (`<span class="math-inline|math-display">tex</span>`). */
function splitText(value: string, maths: readonly InlineMath[]): MdNode[] {
  const nodes: MdNode[] = [];
  let last = 0;
  for (const match of value.matchAll(PLACEHOLDER)) {
    const math = maths[Number(match[1])];
    if (!math) continue;
    if (match.index > last) nodes.push({ type: 'text', value: value.slice(last, match.index) });
    nodes.push({
      type: 'text',
      value: math.tex,
      data: { hName: 'span', hProperties: { className: [math.display ? 'math-display' : 'math-inline'] }, hChildren: [{ type: 'text', value: math.tex }] },
    });
    last = match.index + match[0].length;
  }
  if (last < value.length) nodes.push({ type: 'text', value: value.slice(last) });
  return nodes;
}

function visit(node: MdNode, maths: readonly InlineMath[]): void {
  if (node.type !== 'text' && node.value !== undefined) node.value = restore(node.value, maths);
  if (node.url !== undefined) node.url = restore(node.url, maths);
  if (node.title) node.title = restore(node.title, maths);
  if (node.alt) node.alt = restore(node.alt, maths);
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value !== undefined) return splitText(child.value, maths);
    visit(child, maths);
    return [child];
  });
}

/** Remark plugin: the placeholders of `protectInlineMath` become maths spans in text, source elsewhere. */
export function remarkInlineMath(options: { maths: readonly InlineMath[] }) {
  return (tree: MdNode) => {
    visit(tree, options.maths);
  };
}
