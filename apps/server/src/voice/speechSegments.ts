// A streamed reply cut into parts to speak as soon as each is whole: at sentence ends, or at
// the provider's text limit for a very long sentence.

/** A sentence end: Western punctuation before a blank, CJK punctuation anywhere, or a line break. */
const SENTENCE_END = /[.!?;:](?=\s)|[。！？；]|\n/g;

export interface Segments {
  /** Parts ready to speak, trimmed and not empty. */
  ready: string[];
  /** The text still waiting for its sentence to end. */
  rest: string;
}

/** Cuts `text` at a blank near the end of `maxChars` characters, or hard when there is none. */
function cutLong(text: string, maxChars: number): [string, string] {
  const blank = text.lastIndexOf(' ', maxChars);
  const at = blank > maxChars / 2 ? blank : maxChars;
  return [text.slice(0, at), text.slice(at)];
}

export function takeSegments(text: string, maxChars: number): Segments {
  const ready: string[] = [];
  let rest = text;
  for (;;) {
    SENTENCE_END.lastIndex = 0;
    const end = SENTENCE_END.exec(rest);
    let part: string;
    if (end && end.index < maxChars) {
      part = rest.slice(0, end.index + end[0].length);
      rest = rest.slice(part.length);
    } else if (rest.length > maxChars) {
      [part, rest] = cutLong(rest, maxChars);
    } else {
      return { ready, rest };
    }
    if (part.trim() !== '') ready.push(part.trim());
  }
}
