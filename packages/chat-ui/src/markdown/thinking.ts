// Splits a reply into its text and the reasoning models put between <think> and </think>, so the
// reasoning can show as a collapsible block. An unclosed <think> is reasoning still streaming.

export type ReplySegment = { kind: 'text'; text: string } | { kind: 'thinking'; text: string; finished: boolean };

const OPEN = '<think>';
const CLOSE = '</think>';

export function splitThinking(text: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf(OPEN);
    if (open === -1) {
      pushText(segments, rest);
      break;
    }
    pushText(segments, rest.slice(0, open));
    const afterOpen = rest.slice(open + OPEN.length);
    const close = afterOpen.indexOf(CLOSE);
    if (close === -1) {
      segments.push({ kind: 'thinking', text: afterOpen.trim(), finished: false });
      break;
    }
    segments.push({ kind: 'thinking', text: afterOpen.slice(0, close).trim(), finished: true });
    rest = afterOpen.slice(close + CLOSE.length);
  }
  return segments;
}

function pushText(segments: ReplySegment[], text: string) {
  if (text.trim() !== '') segments.push({ kind: 'text', text });
}
