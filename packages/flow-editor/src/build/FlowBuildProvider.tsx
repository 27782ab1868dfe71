// The editor's build controller for the open flow, and the hooks the header, nodes and edges read
// it through. Each node follows its own status with a NodeBuildObserver, so a status change
// re-renders that node only.
import { NodeBuildObserver, type NodeBuildResult } from '@app/build-runner';
import type { ResultData } from '@app/flow-graph';
import { wordCodedText, wordFlowIssue } from '@app/i18n';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStoreApi } from '../store/FlowStoreProvider';
import { createFlowBuildController, edgeKey, type FlowBuildController, type FlowBuildState } from './flowBuildController';

const FlowBuildContext = createContext<FlowBuildController | null>(null);

export function FlowBuildProvider({ children }: { children: ReactNode }) {
  const { api, notify } = useFlowEditor();
  const flowStore = useFlowStoreApi();
  const { i18n } = useTranslation();
  // i18n.t reads the current language at each notice, so a language switch applies to the next one.
  const [controller] = useState(() =>
    createFlowBuildController({
      client: api.build,
      builds: api.builds,
      flowStore,
      notify,
      t: (key, values) => String(i18n.t(`build:${key}` as never, values as never)),
      wordCoded: (coded) => wordCodedText(i18n, coded),
      wordIssue: (issue) => wordFlowIssue(i18n, issue),
    }),
  );
  useEffect(() => {
    void controller.loadPool();
  }, [controller]);
  // Leaving the editor stops a running build (spec/3 section 4, Leave guard).
  useEffect(() => () => controller.dispose(), [controller]);
  return <FlowBuildContext.Provider value={controller}>{children}</FlowBuildContext.Provider>;
}

export function useFlowBuild(): FlowBuildController {
  const controller = useContext(FlowBuildContext);
  if (!controller) throw new Error('useFlowBuild must be used inside <FlowBuildProvider>');
  return controller;
}

export function useFlowBuildState<T>(selector: (state: FlowBuildState) => T): T {
  return useStore(useFlowBuild().state, selector);
}

export function useIsEdgeRunning(source: string, target: string): boolean {
  const controller = useContext(FlowBuildContext);
  const key = edgeKey(source, target);
  // Edges also render in stories and tests without a build.
  return useSyncExternalStore(
    (notify) => controller?.state.subscribe(notify) ?? (() => undefined),
    () => controller?.state.getState().runningEdges.has(key) ?? false,
  );
}

/** The component's last outputs (this visit's builds, else the stored pool); undefined before any. */
export function useNodeOutputs(nodeId: string): ResultData | undefined {
  return useFlowBuildState((state) => state.outputs[nodeId]);
}

const NOT_IN_BUILD: NodeBuildResult = { nodeId: '', runId: null, status: undefined, timestamp: null, isBuilding: false, buildData: undefined };

export function useNodeBuild(nodeId: string): NodeBuildResult {
  const controller = useContext(FlowBuildContext);
  const [observer] = useState(() => (controller ? new NodeBuildObserver(controller.client, { flowId: controller.flowId, nodeId }) : null));
  return useSyncExternalStore(
    (notify) => observer?.subscribe(notify) ?? (() => undefined),
    () => observer?.getCurrentResult() ?? NOT_IN_BUILD,
  );
}
