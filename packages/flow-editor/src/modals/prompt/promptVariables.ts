// Where the `{variables}` of a prompt template are, for highlighting them in the editor (the names
// themselves come from @app/flow-graph's promptVariables). Read the way the server reads a
// template (str.format rules as Langflow uses them): `{name}` is a variable, `{{` and `}}` are
// literal braces, and a brace that opens no well-formed name stays text.

export interface PromptVariableRange {
  name: string;
  /** Offset of the opening brace. */
  from: number;
  /** Offset just after the closing brace. */
  to: number;
}

export function promptVariableRanges(template: string): PromptVariableRange[] {
  const ranges: PromptVariableRange[] = [];
  let index = 0;
  while (index < template.length) {
    const char = template[index];
    const next = template[index + 1];
    if ((char === '{' && next === '{') || (char === '}' && next === '}')) {
      index += 2;
      continue;
    }
    if (char === '{') {
      const close = template.indexOf('}', index + 1);
      const name = close === -1 ? '' : template.slice(index + 1, close);
      if (name !== '' && !name.includes('{')) {
        ranges.push({ name, from: index, to: close + 1 });
        index = close + 1;
        continue;
      }
    }
    index += 1;
  }
  return ranges;
}

const BADGE_LIMIT = 59;
const BADGE_KEEP = 56;

/** A variable name as its badge shows it: names over 59 characters keep 56 and end in '...'. */
export function badgeLabel(name: string): string {
  const characters = [...name];
  return characters.length > BADGE_LIMIT ? `${characters.slice(0, BADGE_KEEP).join('')}...` : name;
}
