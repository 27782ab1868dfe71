// Store reads of one node by id. Each selector returns the same value while that node and what it
// depends on are unchanged, so editing or dragging one node never re-renders another. The lookups
// are memoized on the nodes and edges arrays: one pass per change shared by every node's selector.
import { edgeHandles, isLangflowNode, isLoopTargetHandle, issueCodedText, langflowComponentName, langflowReplacement, validateNode, type CodedText, type GenericNode } from '@app/flow-graph';
import { useCallback, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useFlowStore } from '../store/FlowStoreProvider';
import { asWorkflowEdges, isEditorGenericNode, isEditorNoteNode } from '../store/graph';
import { selectOutdatedNodeIds } from '../store/outdated';
import type { EditorEdge, EditorGenericNode, EditorNode, EditorNoteNode, FlowStoreState } from '../store/types';

const nodeLookups = new WeakMap<readonly EditorNode[], Map<string, EditorNode>>();

function nodeById(nodes: readonly EditorNode[], id: string): EditorNode | undefined {
  let lookup = nodeLookups.get(nodes);
  if (!lookup) {
    lookup = new Map(nodes.map((node) => [node.id, node]));
    nodeLookups.set(nodes, lookup);
  }
  return lookup.get(id);
}

interface EdgeLookup {
  into: Map<string, EditorEdge[]>;
  from: Map<string, EditorEdge[]>;
}

const edgeLookups = new WeakMap<readonly EditorEdge[], EdgeLookup>();
const NO_EDGES: readonly EditorEdge[] = [];

function edgeLookup(edges: readonly EditorEdge[]): EdgeLookup {
  let lookup = edgeLookups.get(edges);
  if (!lookup) {
    lookup = { into: new Map(), from: new Map() };
    for (const edge of edges) {
      lookup.into.set(edge.target, [...(lookup.into.get(edge.target) ?? []), edge]);
      lookup.from.set(edge.source, [...(lookup.from.get(edge.source) ?? []), edge]);
    }
    edgeLookups.set(edges, lookup);
  }
  return lookup;
}

/** The edges ending at a node. */
function edgesInto(edges: readonly EditorEdge[], id: string): readonly EditorEdge[] {
  return edgeLookup(edges).into.get(id) ?? NO_EDGES;
}

/** The edges leaving a node. */
function edgesFrom(edges: readonly EditorEdge[], id: string): readonly EditorEdge[] {
  return edgeLookup(edges).from.get(id) ?? NO_EDGES;
}

export function selectGenericNode(state: Pick<FlowStoreState, 'nodes'>, id: string): EditorGenericNode | undefined {
  const node = nodeById(state.nodes, id);
  return node && isEditorGenericNode(node) ? node : undefined;
}

const contentNodes = new WeakMap<EditorGenericNode['data'], EditorGenericNode>();

/** The first node object seen with this id and data: moving a node (a drag) keeps its data. */
function withSameContent(node: EditorGenericNode): EditorGenericNode {
  const known = contentNodes.get(node.data);
  if (known?.id === node.id) return known;
  contentNodes.set(node.data, node);
  return node;
}

/**
 * The node for the parts that show what it holds (its card, its toolbar): the same object while
 * its id and data stay the same, so a drag, which changes only its position, does not render them
 * again. Read its id and data only: its position and selection may be older.
 */
export function useNodeContent(id: string): EditorGenericNode | undefined {
  return useFlowStore(
    useCallback((state: FlowStoreState) => {
      const node = selectGenericNode(state, id);
      return node && withSameContent(node);
    }, [id]),
  );
}

export function useNoteNode(id: string): EditorNoteNode | undefined {
  return useFlowStore(
    useCallback((state: FlowStoreState) => {
      const node = nodeById(state.nodes, id);
      return node && isEditorNoteNode(node) ? node : undefined;
    }, [id]),
  );
}

/** Names of the node's fields that have an edge ending at them. */
export function selectConnectedFields(state: Pick<FlowStoreState, 'edges'>, id: string): string[] {
  return asWorkflowEdges(edgesInto(state.edges, id)).flatMap((edge) => {
    const target = edgeHandles(edge).target;
    return target && !isLoopTargetHandle(target) ? [target.fieldName] : [];
  });
}

export function useConnectedFields(id: string): readonly string[] {
  return useFlowStore(useShallow(useCallback((state: FlowStoreState) => selectConnectedFields(state, id), [id])));
}

/** Names of the node's outputs with an edge leaving them (their visibility is locked). */
export function useConnectedOutputs(id: string): readonly string[] {
  return useFlowStore(
    useShallow(
      useCallback(
        (state: FlowStoreState) =>
          asWorkflowEdges(edgesFrom(state.edges, id)).flatMap((edge) => {
            const source = edgeHandles(edge).source;
            return source ? [source.name] : [];
          }),
        [id],
      ),
    ),
  );
}

/**
 * Why a node is drawn invalid: it is a Langflow component nothing here stands for (its Python
 * code kept, never run), its type is not in the catalogue, or flow-graph's validateNode reports
 * problems. Groups and code-edited components define themselves and are never unknown; an empty
 * catalogue (not loaded yet) proves nothing.
 */
export interface NodeProblems {
  unknown: boolean;
  /** The Langflow component's name when the node is one that is not available here. */
  langflowComponent: string | null;
  /** validateNode's issues, coded so the header words them in the reader's language. */
  issues: CodedText[];
}

const NO_PROBLEMS: NodeProblems = { unknown: false, langflowComponent: null, issues: [] };

interface ProblemsMemo {
  id: string;
  edges: readonly EditorEdge[];
  components: FlowStoreState['components'];
  problems: NodeProblems;
}

// By node data, which a move keeps: the problems of a dragged node are not checked again per step.
const problemMemos = new WeakMap<EditorGenericNode['data'], ProblemsMemo>();

export function selectNodeProblems(state: Pick<FlowStoreState, 'nodes' | 'edges' | 'components'>, id: string): NodeProblems {
  const node = selectGenericNode(state, id);
  if (!node) return NO_PROBLEMS;
  const edges = edgesInto(state.edges, id);
  const memo = problemMemos.get(node.data);
  if (memo && memo.id === id && memo.edges === edges && memo.components === state.components) return memo.problems;
  const { flow, edited } = node.data.node;
  const langflowComponent = isLangflowNode(node as GenericNode) ? langflowComponentName(node as GenericNode) : null;
  const catalogueKnown = Object.keys(state.components).length > 0;
  const unknown = langflowComponent === null && catalogueKnown && !flow && !edited && !Object.hasOwn(state.components, node.data.type);
  const issues = validateNode(node as GenericNode, asWorkflowEdges(edges)).filter((issue) => issue.code !== 'LANGFLOW_UNSUPPORTED');
  const problems = { unknown, langflowComponent, issues: issues.map(issueCodedText) };
  problemMemos.set(node.data, { id, edges, components: state.components, problems });
  return problems;
}

export function useNodeProblems(id: string): NodeProblems {
  const unknown = useFlowStore(useCallback((state: FlowStoreState) => selectNodeProblems(state, id).unknown, [id]));
  const langflowComponent = useFlowStore(useCallback((state: FlowStoreState) => selectNodeProblems(state, id).langflowComponent, [id]));
  // The issues are the memoized ones of selectNodeProblems: the same objects while the node's data and edges stay.
  const issues = useFlowStore(useShallow(useCallback((state: FlowStoreState) => selectNodeProblems(state, id).issues, [id])));
  // The same object while the problems stay the same: the node's header is memoized on it.
  return useMemo(() => ({ unknown, langflowComponent, issues }), [unknown, langflowComponent, issues]);
}

export function useIsOutdated(id: string): boolean {
  return useFlowStore(useCallback((state: FlowStoreState) => selectOutdatedNodeIds(state).includes(id), [id]));
}

interface ReplacementMemo {
  components: FlowStoreState['components'];
  name: string | null;
}

// By node data, which a move keeps: telling a Langflow node reads its code, too slow for every
// node in view on every step of a drag.
const replacementMemos = new WeakMap<EditorGenericNode['data'], ReplacementMemo>();

function selectLangflowReplacement(state: Pick<FlowStoreState, 'nodes' | 'components'>, id: string): string | null {
  const node = selectGenericNode(state, id);
  if (!node) return null;
  const memo = replacementMemos.get(node.data);
  if (memo?.components === state.components) return memo.name;
  const replacement = langflowReplacement(node as GenericNode, (type) => state.components[type]);
  const name = replacement ? replacement.node.display_name : null;
  replacementMemos.set(node.data, { components: state.components, name });
  return name;
}

/** The name of the component the user may replace this Langflow node with, or null. */
export function useLangflowReplacement(id: string): string | null {
  return useFlowStore(useCallback((state: FlowStoreState) => selectLangflowReplacement(state, id), [id]));
}
