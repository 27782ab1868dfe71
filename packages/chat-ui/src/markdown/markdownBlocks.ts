// A streamed reply grows at its end: cut into its top-level blocks (split at blank lines outside
// code fences and $$ maths), each block renders on its own and only the last one changes while
// tokens arrive, so a token costs the last block's parse, not the whole reply's.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function splitMarkdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let inMath = false;
  const flush = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of text.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
    } else if (opener) {
      fence = opener;
    } else if (line.trim().startsWith('$$')) {
      // "$$ x $$" on one line opens and closes; a lone "$$" toggles.
      const marks = (line.match(/\$\$/g) ?? []).length;
      if (marks % 2 === 1) inMath = !inMath;
    }
    if (line.trim() === '' && !fence && !inMath) {
      flush();
      continue;
    }
    current.push(line);
  }
  flush();
  return blocks;
}
