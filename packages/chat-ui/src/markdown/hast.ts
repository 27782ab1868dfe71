// The few facts the markdown renderers read from react-markdown's syntax tree (hast) nodes.

export interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The text inside a node, as the reader sees it. */
export function hastText(node: HastNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(hastText).join('');
}

/** The element children of a node with the given tag names, at any depth (not inside a match). */
export function hastElements(node: HastNode | undefined, tagNames: readonly string[]): HastNode[] {
  if (!node?.children) return [];
  return node.children.flatMap((child) =>
    child.type === 'element' && child.tagName && tagNames.includes(child.tagName) ? [child] : hastElements(child, tagNames),
  );
}

/** The rows of a table node as cell texts, header row first. */
export function hastTableRows(table: HastNode | undefined): string[][] {
  return hastElements(table, ['tr']).map((row) => hastElements(row, ['th', 'td']).map((cell) => hastText(cell).trim()));
}

/** The fence language of a `<code>` node (`language-python` → `python`), '' when there is none. */
export function codeLanguage(code: HastNode | undefined): string {
  const className = code?.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
}
