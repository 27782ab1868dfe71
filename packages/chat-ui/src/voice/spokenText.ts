// What the speak button reads of a reply: the answer without its reasoning, code and markdown marks,
// so the voice does not spell out asterisks, pipes and program text.

export function spokenText(markdown: string): string {
  return markdown
    .replace(/<think>[\s\S]*?(<\/think>|$)/g, ' ')
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_~`#>|]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
