// Nodes written by Langflow: their `code` field is the component's Python source. Our components'
// code is JavaScript (`defineComponent`), so Python code marks a node that came from a Langflow
// file and was not mapped to one of ours — never something to hand to the JavaScript sandbox.
import { getField, isGenericNode } from '../nodes/accessors';
import type { GenericNode, WorkflowNode } from '../types/nodes';

/** Module imports, class definitions and functions as only Python writes them, each first on its line. */
const PYTHON_STATEMENTS = [
  /from\s+[\w.]+\s+import\s+[\w*(]/,
  /class\s+\w+\s*(\([^)]*\))?\s*:\s*$/,
  /(?:async\s+def|def)\s+\w+\s*\([^)]*\)\s*(->\s*[^:]+)?:\s*$/,
];

// One pass that looks for the keywords and then behind them for a line start and spaces only.
// Patterns beginning with `^\s*` were tried at every character, three times over: validation reads
// every component's code, thousands of characters each, and that was most of its time.
const PYTHON_LINE = new RegExp(`(?<=^\\s*)(?:${PYTHON_STATEMENTS.map((statement) => statement.source).join('|')})`, 'm');

export function isPythonCode(code: string): boolean {
  return PYTHON_LINE.test(code);
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
