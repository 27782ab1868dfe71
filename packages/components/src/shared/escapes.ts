// Separators typed into one-line fields: the editor cannot hold a real line break there, so "\n",
// "\t" and "\r" are read as escapes (as Langflow reads them), and "\\" as one backslash.
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\' };

export function unescapeSeparator(text: string): string {
  return text.replace(/\\([ntr\\])/g, (_match, char: string) => ESCAPES[char] ?? char);
}
