// The separators LangChain's RecursiveCharacterTextSplitter.from_language splits source code and
// markup by: regular expressions, tried in order, for the start of a class, a function, a control
// statement (or a heading, a tag), then blank lines, lines, spaces and characters. The names are
// LangChain's Language values, which Langflow's Language Recursive Text Splitter offers.

/** Blank lines, lines, words, characters: where every language's own separators end. */
const GENERIC = ['\n\n', '\n', ' ', ''];

const prefixed = (keywords: readonly string[]): string[] => [...keywords.map((keyword) => `\n${keyword} `), ...GENERIC];

const C_LIKE = prefixed(['class', 'void', 'int', 'float', 'double', 'if', 'for', 'while', 'switch', 'case']);

export const LANGUAGE_SEPARATORS = {
  cpp: C_LIKE,
  go: prefixed(['func', 'var', 'const', 'type', 'if', 'for', 'switch', 'case']),
  java: prefixed(['class', 'public', 'protected', 'private', 'static', 'if', 'for', 'while', 'switch', 'case']),
  kotlin: prefixed(['class', 'public', 'protected', 'private', 'internal', 'companion', 'fun', 'val', 'var', 'if', 'for', 'while', 'when', 'case', 'else']),
  js: prefixed(['function', 'const', 'let', 'var', 'class', 'if', 'for', 'while', 'switch', 'case', 'default']),
  ts: prefixed(['enum', 'interface', 'namespace', 'type', 'class', 'function', 'const', 'let', 'var', 'if', 'for', 'while', 'switch', 'case', 'default']),
  php: prefixed(['function', 'class', 'if', 'foreach', 'while', 'do', 'switch', 'case']),
  proto: prefixed(['message', 'service', 'enum', 'option', 'import', 'syntax']),
  python: ['\nclass ', '\ndef ', '\n\tdef ', ...GENERIC],
  rst: ['\n=+\n', '\n-+\n', '\n\\*+\n', '\n\n.. *\n\n', ...GENERIC],
  ruby: prefixed(['def', 'class', 'if', 'unless', 'while', 'for', 'do', 'begin', 'rescue']),
  rust: prefixed(['fn', 'const', 'let', 'if', 'while', 'for', 'loop', 'match', 'const']),
  scala: prefixed(['class', 'object', 'def', 'val', 'var', 'if', 'for', 'while', 'match', 'case']),
  swift: prefixed(['func', 'class', 'struct', 'enum', 'if', 'for', 'while', 'do', 'switch', 'case']),
  markdown: ['\n#{1,6} ', '```\n', '\n\\*\\*\\*+\n', '\n---+\n', '\n___+\n', ...GENERIC],
  latex: ['\n\\\\chapter{', '\n\\\\section{', '\n\\\\subsection{', '\n\\\\subsubsection{', '\n\\\\begin{enumerate}', '\n\\\\begin{itemize}', '\n\\\\begin{description}', '\n\\\\begin{list}', '\n\\\\begin{quote}', '\n\\\\begin{quotation}', '\n\\\\begin{verse}', '\n\\\\begin{verbatim}', '\n\\\\begin{align}', '$$', '$', ' ', ''],
  html: ['<body', '<div', '<p', '<br', '<li', '<h1', '<h2', '<h3', '<h4', '<h5', '<h6', '<span', '<table', '<tr', '<td', '<th', '<ul', '<ol', '<header', '<footer', '<nav', '<head', '<style', '<script', '<meta', '<title', ''],
  sol: prefixed(['pragma', 'using', 'contract', 'interface', 'library', 'constructor', 'type', 'function', 'event', 'modifier', 'error', 'struct', 'enum', 'if', 'for', 'while', 'do while', 'assembly']),
  csharp: prefixed(['interface', 'enum', 'implements', 'delegate', 'event', 'class', 'abstract', 'public', 'protected', 'private', 'static', 'return', 'if', 'continue', 'for', 'foreach', 'while', 'switch', 'break', 'case', 'else', 'try', 'throw', 'finally', 'catch']),
  cobol: ['\nIDENTIFICATION DIVISION.', '\nENVIRONMENT DIVISION.', '\nDATA DIVISION.', '\nPROCEDURE DIVISION.', '\nWORKING-STORAGE SECTION.', '\nLINKAGE SECTION.', '\nFILE SECTION.', '\nINPUT-OUTPUT SECTION.', '\nOPEN ', '\nCLOSE ', '\nREAD ', '\nWRITE ', '\nIF ', '\nELSE ', '\nMOVE ', '\nPERFORM ', '\nUNTIL ', '\nVARYING ', '\nACCEPT ', '\nDISPLAY ', '\nSTOP RUN.', '\n', ' ', ''],
  c: C_LIKE,
  lua: prefixed(['local', 'function', 'if', 'for', 'while', 'repeat']),
  perl: prefixed(['sub', 'my', 'if', 'for', 'while', 'foreach', 'unless']),
  haskell: ['\nmain :: ', '\nmain = ', '\nlet ', '\nin ', '\ndo ', '\nwhere ', '\n:: ', '\n= ', '\ndata ', '\nnewtype ', '\ntype ', '\n:: ', '\nmodule ', '\nimport ', '\nqualified ', '\nimport qualified ', '\nclass ', '\ninstance ', '\ncase ', '\n| ', '\ndata ', '\n= {', '\n, ', ...GENERIC],
  elixir: prefixed(['def', 'defp', 'defmodule', 'defprotocol', 'defmacro', 'defmacrop', 'if', 'unless', 'while', 'case', 'cond', 'with', 'for', 'do']),
  powershell: ['\nfunction ', '\nparam ', '\nif ', '\nforeach ', '\nfor ', '\nwhile ', '\nswitch ', '\nclass ', '\ntry ', '\ncatch ', '\nfinally ', '\n\n', '\n', ' ', ''],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type CodeLanguage = keyof typeof LANGUAGE_SEPARATORS;

export const CODE_LANGUAGES = Object.keys(LANGUAGE_SEPARATORS) as CodeLanguage[];

export const isCodeLanguage = (value: string): value is CodeLanguage => Object.hasOwn(LANGUAGE_SEPARATORS, value);
