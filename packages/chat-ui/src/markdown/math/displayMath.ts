// Display maths written between $$ lines becomes a ```math fence, so it renders like the fences.
const DISPLAY_MATH = /^\$\$[ \t]*\n([\s\S]*?)\n\$\$[ \t]*$/gm;
const INLINE_DISPLAY_MATH = /^\$\$([^\n$]+)\$\$[ \t]*$/gm;

export function fenceDisplayMath(markdown: string): string {
  return markdown
    .replace(DISPLAY_MATH, (_match, body: string) => `\`\`\`math\n${body}\n\`\`\``)
    .replace(INLINE_DISPLAY_MATH, (_match, body: string) => `\`\`\`math\n${body.trim()}\n\`\`\``);
}
