// Nodes written by Langflow: their `code` field is the component's Python source. Our components'
// code is JavaScript (`defineComponent`), so Python code marks a node that came from a Langflow
// file and was not mapped to one of ours — never something to hand to the JavaScript sandbox.
import { getField, isGenericNode } from '../nodes/accessors';
import type { GenericNode, WorkflowNode } from '../types/nodes';

/** Module imports, class definitions and functions as only Python writes them. */
const PYTHON_LINES = [
  /^\s*from\s+[\w.]+\s+import\s+[\w*(]/m,
  /^\s*class\s+\w+\s*(\([^)]*\))?\s*:\s*$/m,
  /^\s*(async\s+)?def\s+\w+\s*\([^)]*\)\s*(->\s*[^:]+)?:\s*$/m,
];

// The nodes of one component share their code, and a graph is checked node by node (on load, on
// every validation): the last answer is kept, so equal texts are matched against the patterns once.
let lastCode: string | undefined;
let lastAnswer = false;

export function isPythonCode(code: string): boolean {
  if (code !== lastCode) {
    lastAnswer = PYTHON_LINES.some((pattern) => pattern.test(code));
    lastCode = code;
  }
  return lastAnswer;
}

/** A component node carrying Langflow's Python code: one that no component of ours stands for (yet). */
export function isLangflowNode(node: WorkflowNode): boolean {
  if (!isGenericNode(node) || node.data.node.flow) return false;
  const code = getField(node.data.node.template, 'code')?.value;
  return typeof code === 'string' && isPythonCode(code);
}

/** Whether a graph holds nodes from a Langflow file, mapped or not yet. */
export function hasLangflowNodes(nodes: readonly WorkflowNode[]): boolean {
  return nodes.some(isLangflowNode);
}

/** The name the unsupported-component message shows: Langflow's component (class) name. */
export function langflowComponentName(node: GenericNode): string {
  return node.data.type;
}
