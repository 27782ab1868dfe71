export { FlowBuildProvider, useFlowBuild, useFlowBuildState, useIsEdgeRunning, useNodeBuild, useNodeOutputs } from './FlowBuildProvider';
export { createFlowBuildController, edgeKey } from './flowBuildController';
export type { FlowBuildController, FlowBuildControllerOptions, FlowBuildState, RunFlowOptions } from './flowBuildController';
export { buildIssues, buildScope } from './buildScope';
export type { BuildScopeOptions } from './buildScope';
export type { FrozenComponent } from './frozenPath';
