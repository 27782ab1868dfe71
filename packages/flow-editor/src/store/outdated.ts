// The ids of nodes whose component code differs from the catalogue's (the 更新已就绪 strip and the
// update-all banner). Memoized on the nodes and catalogue identity, so selecting it re-renders
// only when one of them changes, and returns the same array while the answer is the same. Each
// node's verdict is kept per catalogue and node data: a move (every step of a drag) makes new
// nodes arrays but keeps the data, so it checks no node's code again.
import { isNodeOutdated, type WorkflowNode } from '@app/flow-graph';
import { useFlowStore } from './FlowStoreProvider';
import type { EditorNode, FlowStoreState } from './types';

type Catalogue = FlowStoreState['components'];

interface Memo {
  nodes: readonly EditorNode[];
  ids: string[];
}

const memos = new WeakMap<Catalogue, Memo>();
const verdicts = new WeakMap<Catalogue, WeakMap<EditorNode['data'], boolean>>();

function isOutdated(node: EditorNode, catalogue: Catalogue): boolean {
  let known = verdicts.get(catalogue);
  if (!known) {
    known = new WeakMap();
    verdicts.set(catalogue, known);
  }
  let verdict = known.get(node.data);
  if (verdict === undefined) {
    verdict = isNodeOutdated(node as WorkflowNode, catalogue);
    known.set(node.data, verdict);
  }
  return verdict;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export function selectOutdatedNodeIds(state: Pick<FlowStoreState, 'nodes' | 'components'>): string[] {
  const memo = memos.get(state.components);
  if (memo?.nodes === state.nodes) return memo.ids;
  const ids = state.nodes.filter((node) => isOutdated(node, state.components)).map((node) => node.id);
  const stable = memo && sameIds(memo.ids, ids) ? memo.ids : ids;
  memos.set(state.components, { nodes: state.nodes, ids: stable });
  return stable;
}

export function useOutdatedNodeIds(): string[] {
  return useFlowStore(selectOutdatedNodeIds);
}
