// The messages a run may send or update besides those it creates: the ones its inputs carry.
// Upstream components of the same build made them (a Chat Output updates the message an agent
// already shows), so naming them cannot reach a message of another flow.

const MAX_DEPTH = 6;

function collect(value: unknown, depth: number, ids: Set<string>): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, depth + 1, ids);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.text === 'string' && typeof record.sender === 'string') ids.add(record.id);
  for (const item of Object.values(record)) collect(item, depth + 1, ids);
}

/** Ids of the message-shaped values in a run's inputs and dynamic inputs. */
export function inputMessageIds(payload: string): string[] {
  const parsed = JSON.parse(payload) as { inputs?: unknown; dynamicInputs?: unknown };
  const ids = new Set<string>();
  collect(parsed.inputs, 0, ids);
  collect(parsed.dynamicInputs, 0, ids);
  return [...ids];
}
