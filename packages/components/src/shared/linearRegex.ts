// Regular expressions written by flow builders run on RE2JS, a linear-time engine: no pattern and
// input can make matching backtrack for hours and hold the server's event loop (ReDoS). RE2
// syntax is close to JavaScript's; what it refuses (backreferences, lookaround) is reported with
// the flow's validation, on the component's field, before anything runs.
import { RE2JS } from 're2js';
import { componentError } from '../messages';

/** The JavaScript flags a pattern may carry; `u` is RE2's own behaviour (it matches code points). */
const FLAG_BITS: Readonly<Record<string, number>> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0 };

export interface LinearRegex {
  readonly pattern: string;
  readonly compiled: RE2JS;
}

export interface RegexMatch {
  /** The whole match. */
  match: string;
  index: number;
  /** Capture groups in order; an unmatched group is undefined. */
  groups: Array<string | undefined>;
  named: Record<string, string | undefined>;
}

/** Why the engine refuses the pattern (RE2's reason, with what RE2 leaves out), or null. */
export function regexProblem(pattern: string, flags = ''): string | null {
  try {
    RE2JS.compile(pattern, flagBits(flags));
    return null;
  } catch (error) {
    return refusalDetail(error);
  }
}

function refusalDetail(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `${reason}. Patterns run on a linear-time engine (RE2 syntax): backreferences such as \\1 and lookaround such as (?=…) are not supported.`;
}

function flagBits(flags: string): number {
  let bits = 0;
  for (const flag of flags) bits |= FLAG_BITS[flag] ?? 0;
  return bits;
}

/** Compiles a pattern; a refused one is the component's INVALID_REGEX error. Flags are checked by the caller. */
export function compileLinearRegex(pattern: string, flags = ''): LinearRegex {
  try {
    return { pattern, compiled: RE2JS.compile(pattern, flagBits(flags)) };
  } catch (error) {
    throw componentError('INVALID_REGEX', { pattern, detail: refusalDetail(error) });
  }
}

/** Whether the pattern matches anywhere in the text. */
export function testRegex(regex: LinearRegex, text: string): boolean {
  return regex.compiled.test(text);
}

/** Every match, left to right, as JavaScript's matchAll with the g flag finds them. */
export function regexMatches(regex: LinearRegex, text: string): RegexMatch[] {
  return [...regex.compiled.matchAll(text)].map((found) => ({
    match: found[0],
    index: found.index ?? 0,
    groups: found.slice(1),
    named: { ...found.groups },
  }));
}
