// The system clipboard's side of copy and paste: a copy is written there as the flow JSON, and a
// paste takes flow JSON from there (another tab, another flow) before the store's own copy.
import type { FlowData } from '@app/flow-graph';
import { parseFlowFile } from '../io';

/** Writes the copied nodes as JSON when the browser allows it; the store keeps its own copy either way. */
export function writeFlowToClipboard(data: FlowData): void {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  // A refusal (no permission, no focus) leaves the store's copy, which paste falls back on.
  clipboard?.writeText(JSON.stringify(data)).catch(() => {});
}

/** The graph in a pasted text, when it is a flow, a flow file or bare `{ nodes, edges }` with nodes. */
export function flowFromClipboardText(text: string): FlowData | null {
  if (!text.trim().startsWith('{')) return null;
  const parsed = parseFlowFile(text, 'any', 'clipboard');
  const data = parsed.ok ? parsed.flows[0]?.data : undefined;
  return data && data.nodes.length > 0 ? data : null;
}
