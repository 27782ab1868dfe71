// A validation issue of @app/flow-graph in the reader's language, for the build refusal's list: the
// canvas catalogue has a text per rule code, the node catalogue the Langflow notice with the
// component's name; codes without a text keep the engine's own (the spec's English).
import type { FlowIssue } from '@app/flow-graph';
import { selectNodeProblems } from '../nodes/nodeSelectors';
import type { FlowStoreState } from '../store/types';

export type IssueTranslate = (key: string, values?: Record<string, unknown>) => string;

export function wordFlowIssue(t: IssueTranslate, flow: Pick<FlowStoreState, 'nodes' | 'edges' | 'components'>, issue: FlowIssue): string {
  const langflowComponent = issue.code === 'LANGFLOW_UNSUPPORTED' && issue.nodeId ? selectNodeProblems(flow, issue.nodeId).langflowComponent : null;
  if (langflowComponent) return t('nodes:node.langflowUnsupported', { name: langflowComponent });
  return t(`canvas:rules.${issue.code}`, { defaultValue: issue.message });
}
