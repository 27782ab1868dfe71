// Components a flow may hold only once: chat input, webhook, UI input and UI output
// (spec/3 sections 2 and 5). Validation reports extra copies; the sidebar disables adding one.
import { formatMessage, refuse, RULE_OK, type ValidationIssue, type RuleResult } from '../messages';
import { isGenericNode } from '../nodes/accessors';
import { uniqueComponentRule, UNIQUE_COMPONENTS } from '../nodes/kinds';
import type { GenericNode, WorkflowNode } from '../types/nodes';

/** One issue per unique component type that occurs more than once, pointing at the second copy. */
export function findDuplicateUniqueComponents(nodes: readonly WorkflowNode[]): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const node of nodes) if (isGenericNode(node)) noteUniqueComponent(node, seen, issues);
  return issues;
}

/**
 * One step of `findDuplicateUniqueComponents`, for a caller already visiting the components in
 * node order (validation, so a large flow's nodes are read once). `seen` holds unique types met so far.
 */
export function noteUniqueComponent(node: GenericNode, seen: Set<string>, issues: ValidationIssue[]): void {
  const type = node.data.type;
  const rule = uniqueComponentRule(type);
  if (!rule) return;
  if (seen.has(type) && !issues.some((issue) => issue.code === rule.duplicate)) {
    issues.push({ code: rule.duplicate, message: formatMessage(rule.duplicate), nodeId: node.id });
  }
  seen.add(type);
}

/** Whether a component of this type may be added; refused with the sidebar label if it is already there. */
export function canAddComponent(type: string, nodes: readonly WorkflowNode[]): RuleResult {
  const rule = UNIQUE_COMPONENTS.get(type);
  const present = rule && nodes.some((node) => isGenericNode(node) && node.data.type === type);
  return rule && present ? refuse(rule.added) : RULE_OK;
}
