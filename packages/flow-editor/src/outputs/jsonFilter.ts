// The JSON filter of the output view (spec/3 section 5): a dotted or indexed path ("a.b[0].c")
// picks part of an output. A property step on an array applies to each of its elements. The
// result must be an object or an array that serialises; every refusal says which rule failed.

export type JsonFilterProblem = 'invalidPath' | 'indexOutOfRange' | 'missingProperty' | 'missingInElement' | 'empty' | 'invalidResult';

export type JsonFilterResult = { ok: true; value: object } | { ok: false; problem: JsonFilterProblem; detail: string };

type Step = { kind: 'property'; name: string } | { kind: 'index'; index: number };

const STEP = /\.?([^.[\]]+)|\[(\d+)\]/y;

/** The steps of a path, or undefined when it is not one ("a..b", "a[x]"). */
export function parseJsonPath(path: string): Step[] | undefined {
  const steps: Step[] = [];
  const text = path.trim().replace(/^\$\.?/, '');
  STEP.lastIndex = 0;
  while (STEP.lastIndex < text.length) {
    const start = STEP.lastIndex;
    const match = STEP.exec(text);
    if (!match || match.index !== start) return undefined;
    steps.push(match[2] !== undefined ? { kind: 'index', index: Number(match[2]) } : { kind: 'property', name: match[1]! });
  }
  return steps;
}

const refuse = (problem: JsonFilterProblem, detail: string): JsonFilterResult => ({ ok: false, problem, detail });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function serialises(value: object): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

export function applyJsonFilter(data: unknown, path: string): JsonFilterResult {
  if (path.trim() === '') return isRecord(data) || Array.isArray(data) ? { ok: true, value: data } : refuse('invalidResult', typeof data);
  const steps = parseJsonPath(path);
  if (!steps) return refuse('invalidPath', path);
  let current: unknown = data;
  for (const step of steps) {
    if (step.kind === 'index') {
      if (!Array.isArray(current) || step.index >= current.length) return refuse('indexOutOfRange', String(step.index));
      current = current[step.index];
    } else if (Array.isArray(current)) {
      const picked: unknown[] = [];
      for (const element of current) {
        if (!isRecord(element) || !(step.name in element)) return refuse('missingInElement', step.name);
        picked.push(element[step.name]);
      }
      current = picked;
    } else {
      if (!isRecord(current) || !(step.name in current)) return refuse('missingProperty', step.name);
      current = current[step.name];
    }
  }
  if (current === undefined || current === null || (Array.isArray(current) && current.length === 0)) return refuse('empty', path);
  if (!(isRecord(current) || Array.isArray(current)) || !serialises(current)) return refuse('invalidResult', typeof current);
  return { ok: true, value: current };
}
