// The dictionary modal's text: a value shown as indented JSON, and the text read back, which must
// be a JSON object (spec/3 section 8: otherwise 'Error getting dictionary').

export function dictText(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2);
}

/** The object the text holds, or null when it is not valid JSON or not an object. */
export function parseDict(text: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}
