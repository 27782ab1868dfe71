// The ids of nodes whose component code differs from the catalogue's (the 更新已就绪 strip and the
// update-all banner). Memoized on the nodes and catalogue identity, so selecting it re-renders
// only when one of them changes, and returns the same array while the answer is the same.
import { findOutdatedNodes } from '@app/flow-graph';
import { asWorkflowNodes } from './graph';
import { useFlowStore } from './FlowStoreProvider';
import type { EditorNode, FlowStoreState } from './types';

interface Memo {
  nodes: readonly EditorNode[];
  ids: string[];
}

const memos = new WeakMap<FlowStoreState['components'], Memo>();

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export function selectOutdatedNodeIds(state: Pick<FlowStoreState, 'nodes' | 'components'>): string[] {
  const memo = memos.get(state.components);
  if (memo?.nodes === state.nodes) return memo.ids;
  const ids = findOutdatedNodes(asWorkflowNodes(state.nodes), state.components);
  const stable = memo && sameIds(memo.ids, ids) ? memo.ids : ids;
  memos.set(state.components, { nodes: state.nodes, ids: stable });
  return stable;
}

export function useOutdatedNodeIds(): string[] {
  return useFlowStore(selectOutdatedNodeIds);
}
