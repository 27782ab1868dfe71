// Minimizing a node (spec/3 section 4): only a node with at most one connection point and at most
// one output handle may be shown minimized; any other node is forced expanded.
import { refuse, RULE_OK, type RuleResult } from '../messages';
import type { GenericNode } from '../types/nodes';
import { fieldEntries } from './accessors';

/** Field types edited in place, without an input handle, unless the field accepts input types. */
const INLINE_FIELD_TYPES = new Set(['str', 'bool', 'float', 'code', 'prompt', 'file', 'table', 'int']);

/** Visible, non-advanced input fields that show a handle (Langflow's countHandlesFn). */
export function countConnectionPoints(node: GenericNode): number {
  const { template, tool_mode: nodeInToolMode } = node.data.node;
  return fieldEntries(template).filter(([, field]) => {
    if (field.advanced || !field.show || (field.tool_mode && nodeInToolMode)) return false;
    return (field.input_types?.length ?? 0) > 0 || !INLINE_FIELD_TYPES.has(field.type);
  }).length;
}

export function countOutputHandles(node: GenericNode): number {
  return (node.data.node.outputs ?? []).filter((output) => !output.hidden).length;
}

export function canMinimize(node: GenericNode): RuleResult {
  return countConnectionPoints(node) <= 1 && countOutputHandles(node) <= 1 ? RULE_OK : refuse('MINIMIZE_TOO_MANY_HANDLES');
}

/** Whether the node is drawn minimized: asked for (showNode false) and allowed. */
export function isShownMinimized(node: GenericNode): boolean {
  return node.data.showNode === false && canMinimize(node).ok;
}
