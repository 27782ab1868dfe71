// Builds of the flow open in the editor (spec/3 section 4, "Flow build sequence"): validate the
// part that will run, start the build through @app/build-runner with the unsaved graph, and turn
// its outcome into the spec's notices. Its small store holds what the canvas draws beside the
// per-node observers: whether a build runs, the running edges, and the last outputs of every
// component (the flow pool, then each build's results).
import type { BuildsApi } from '@app/api-client';
import { BUILD_MESSAGES, BuildObserver, type BuildClient, type BuildResult, type BuildFailure } from '@app/build-runner';
import { isCodedText, isInputComponentType, issueCodedText, type CodedText, type ResultData } from '@app/flow-graph';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FlowEditorNotification } from '../context/FlowEditorProvider';
import { selectNodeProblems } from '../nodes/nodeSelectors';
import { isEditorGenericNode } from '../store/graph';
import { selectOutdatedNodeIds } from '../store/outdated';
import type { FlowStore } from '../store/FlowStoreProvider';
import { buildIssues, type BuildScopeOptions } from './buildScope';
import { frozenWith, type FrozenComponent } from './frozenPath';

export interface RunFlowOptions extends BuildScopeOptions {
  inputs?: { input_value?: string; session?: string };
  files?: string[];
  /** No start, success or stop notices: the playground shows the run in its chat instead. Failures still show. */
  quiet?: boolean;
}

export interface FlowBuildState {
  building: boolean;
  /** `${source}->${target}` of the edges the running components are fed by. */
  runningEdges: ReadonlySet<string>;
  /** The last outputs of each component: the stored pool, then each build's results. */
  outputs: Readonly<Record<string, ResultData>>;
}

export type BuildTranslate = (key: string, values?: Record<string, unknown>) => string;

/** A coded text in the reader's language (wordCodedText or wordFlowIssue of @app/i18n). */
export type WordCoded = (coded: CodedText) => string;

export interface FlowBuildControllerOptions {
  client: BuildClient;
  builds: BuildsApi;
  flowStore: FlowStore;
  notify(notification: FlowEditorNotification): void;
  /** Texts of the `build` namespace. */
  t: BuildTranslate;
  /** Words the failures the server sent by code; without it their server text shows. */
  wordCoded?: WordCoded;
  /** Words the validation issues that refuse a build (wordFlowIssue of @app/i18n); without it their own text shows. */
  wordIssue?: WordCoded;
}

export interface FlowBuildController {
  readonly client: BuildClient;
  readonly flowId: string;
  readonly state: StoreApi<FlowBuildState>;
  /** Starts a build unless one runs; resolves with its result, or null when it did not start. */
  run(options?: RunFlowOptions): Promise<BuildResult | null>;
  stop(): void;
  /**
   * Freezes the path up to a component (the server says which components), or thaws that component.
   * An input component is never frozen: it takes each run's new input.
   */
  toggleFrozen(nodeId: string): Promise<void>;
  /** The other components on the path up to a component that are still frozen: what its freeze froze with it. */
  frozenWith(nodeId: string): FrozenComponent[];
  unfreeze(nodeIds: readonly string[]): void;
  /** Reads the stored outputs of earlier builds (GET builds); a failure leaves the pool empty. */
  loadPool(): Promise<void>;
  dispose(): void;
}

export const edgeKey = (source: string, target: string): string => `${source}->${target}`;

const NO_EDGES: ReadonlySet<string> = new Set();
/** A build's result replaces its 组件正在运行 notice, which would otherwise still say it runs. */
const BUILD_NOTICES = 'build';

function failureNotification(failure: BuildFailure, t: BuildTranslate, wordCoded: WordCoded | undefined): FlowEditorNotification {
  const worded = failure.messages.map((message, index) => {
    const coded = failure.coded?.[index];
    if (coded && wordCoded) return wordCoded(coded);
    // The build client's own coded text (not a server detail it passed on) is worded here.
    if (index === 0 && failure.code && message === BUILD_MESSAGES[failure.code]) return t(`messages.${failure.code}`);
    return message;
  });
  const list = worded.length > 0 ? worded : failure.title === 'FLOW_BUILD_ERROR' ? [t('messages.FLOW_BUILD_ERROR_DEFAULT')] : [];
  if (failure.hint) list.push(t(`messages.${failure.hint}`));
  return { kind: 'error', title: t(`messages.${failure.title}`), list };
}

/**
 * The outputs of components whose failure ended the run before their end_vertex arrived: the
 * server's error message carries the reason and traceback, shown as their error output.
 */
function failedOutputs(result: BuildResult, flowStore: FlowStore): Record<string, ResultData> {
  const outputs: Record<string, ResultData> = {};
  for (const nodeId of result.failure?.nodeIds ?? []) {
    if (result.results[nodeId]) continue;
    const message = result.messages.find((candidate) => candidate.category === 'error' && candidate.properties?.source?.id === nodeId);
    if (!message) continue;
    const block = message.content_blocks?.flatMap((content) => content.contents).find((content) => content.type === 'error');
    const node = flowStore.getState().nodes.find((candidate) => candidate.id === nodeId);
    const outputName = (node && isEditorGenericNode(node) && node.data.node.outputs?.[0]?.name) || 'output';
    const errorMessage = typeof block?.reason === 'string' ? block.reason : message.text;
    const stackTrace = typeof block?.traceback === 'string' ? block.traceback : '';
    const coded = isCodedText(block?.coded) ? { coded: block.coded } : {};
    outputs[nodeId] = {
      results: {},
      outputs: { [outputName]: { type: 'error', message: { errorMessage, stackTrace, ...coded } } },
      logs: {},
      message: {},
      artifacts: {},
      timedelta: null,
      duration: null,
      used_frozen_result: false,
    };
  }
  return outputs;
}

export function createFlowBuildController({ client, builds, flowStore, notify, t, wordCoded, wordIssue }: FlowBuildControllerOptions): FlowBuildController {
  const flowId = flowStore.getState().flow.id;
  const state = createStore<FlowBuildState>(() => ({ building: false, runningEdges: NO_EDGES, outputs: {} }));
  let current: { cancel(): void } | null = null;

  const observer = new BuildObserver(client, { flowId, notifyOnChangeProps: ['isBuilding', 'runningEdges', 'results', 'failure'] });
  let lastResults: BuildResult['results'] | null = null;
  let lastFailure: BuildResult['failure'] = null;
  const unsubscribe = observer.subscribe((result) => {
    const changes: Partial<FlowBuildState> = {};
    if (result.isBuilding !== state.getState().building) changes.building = result.isBuilding;
    changes.runningEdges = result.runningEdges.length === 0 ? NO_EDGES : new Set(result.runningEdges.map((edge) => edgeKey(edge.source, edge.target)));
    if (result.results !== lastResults || (result.failure && result.failure !== lastFailure)) {
      lastResults = result.results;
      lastFailure = result.failure;
      const outputs = { ...state.getState().outputs };
      for (const [id, response] of Object.entries(result.results)) outputs[id] = response.data;
      Object.assign(outputs, failedOutputs(result, flowStore));
      changes.outputs = outputs;
    }
    state.setState(changes);
  });

  function invalidNodeIds(): string[] {
    const flow = flowStore.getState();
    return flow.nodes.filter(isEditorGenericNode).filter((node) => selectNodeProblems(flow, node.id).unknown).map((node) => node.id);
  }

  async function run(options: RunFlowOptions = {}): Promise<BuildResult | null> {
    if (current) return null;
    const flow = flowStore.getState();
    const data = flow.toFlowData();
    const issues = buildIssues(data, { ...options, invalidNodeIds: invalidNodeIds() });
    if (issues.length > 0) {
      const worded = issues.map((issue) => (wordIssue ? wordIssue(issueCodedText(issue)) : issue.message));
      notify({ kind: 'error', title: t('messages.FLOW_BUILD_ERROR'), list: [...new Set(worded)] });
      return null;
    }
    if (!options.quiet) notify({ kind: 'notice', title: t('notices.running'), group: BUILD_NOTICES });
    const handle = client.startBuild({
      flowId,
      delivery: 'streaming',
      data: { nodes: data.nodes, edges: data.edges },
      startComponentId: options.startComponentId,
      stopComponentId: options.stopComponentId,
      inputs: options.inputs,
      files: options.files,
      hasOutdatedComponents: selectOutdatedNodeIds(flow).length > 0,
    });
    current = handle;
    const result = await handle.done;
    current = null;
    if (result.failure) notify({ ...failureNotification(result.failure, t, wordCoded), group: BUILD_NOTICES });
    else if (result.isStopped) notify({ kind: 'notice', title: t(`messages.${result.notice ?? 'BUILD_STOPPED'}`), group: BUILD_NOTICES });
    else if (result.isSuccess && !options.quiet) {
      const target = options.stopComponentId ? flowStore.getState().nodes.find((node) => node.id === options.stopComponentId) : undefined;
      const name = target && isEditorGenericNode(target) ? target.data.node.display_name || target.data.type : undefined;
      notify({ kind: 'success', title: name ? t('notices.succeeded', { name }) : t('notices.succeededDefault'), group: BUILD_NOTICES });
    }
    return result;
  }

  async function toggleFrozen(nodeId: string): Promise<void> {
    const flow = flowStore.getState();
    const node = flow.nodes.find((candidate) => candidate.id === nodeId);
    if (!node || !isEditorGenericNode(node)) return;
    if (node.data.node.frozen) {
      flow.setFrozen([nodeId], false);
      return;
    }
    if (isInputComponentType(node.data.type)) {
      notify({ kind: 'notice', title: t('node.inputNotFrozen') });
      return;
    }
    const data = flow.toFlowData();
    try {
      const ids = await builds.freeze(flowId, nodeId, { nodes: data.nodes, edges: data.edges });
      flowStore.getState().setFrozen(ids.includes(nodeId) ? ids : [...ids, nodeId], true);
    } catch (error) {
      notify({ kind: 'error', title: t('node.freezeFailed'), list: error instanceof Error && error.message ? [error.message] : [] });
    }
  }

  async function loadPool(): Promise<void> {
    try {
      const records = await builds.vertexBuilds(flowId);
      const stored: Record<string, ResultData> = {};
      for (const [id, list] of Object.entries(records)) {
        const last = list.at(-1);
        if (last) stored[id] = last.data;
      }
      // Builds that finished while the pool loaded are newer than it.
      state.setState({ outputs: { ...stored, ...state.getState().outputs } });
    } catch {
      // The pool only fills the output views before a first build here; without it they say 请先构建组件.
    }
  }

  return {
    client,
    flowId,
    state,
    run,
    stop: () => current?.cancel(),
    toggleFrozen,
    frozenWith: (nodeId) => frozenWith(flowStore.getState().toFlowData(), nodeId),
    unfreeze: (nodeIds) => flowStore.getState().setFrozen(nodeIds, false),
    loadPool,
    dispose() {
      current?.cancel();
      unsubscribe();
      observer.destroy();
    },
  };
}
