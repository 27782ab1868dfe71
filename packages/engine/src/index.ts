// Component SDK
export type {
  FieldType,
  InputDefinition,
  InputValue,
  OutputDefinition,
  OutputName,
  ResolvedInputs,
  TableColumnDefinition,
} from './sdk/fields';
export type {
  AnyComponent,
  ComponentDefinition,
  ComponentIo,
  FieldProblem,
  OutputValues,
  TemplateUpdate,
  TemplateUpdateResult,
} from './sdk/defineComponent';
export { defineComponent, isLoopComponent } from './sdk/defineComponent';
export type { ComponentTextsEn, FieldTextsEn, OutputTextsEn, TableColumnTextsEn, TextLanguage } from './sdk/texts';
export { hasChinese, TEXT_LANGUAGES } from './sdk/texts';
export { missingEnglishTexts } from './sdk/missingEnglishTexts';
export type {
  ComponentLogger,
  ComputeService,
  EngineLogger,
  EngineServices,
  FileService,
  MessageEvents,
  MessageQuery,
  MessageStore,
  OutboundFetch,
  OutboundRequest,
  RunContext,
  StoredFileContent,
  SavedFile,
} from './sdk/context';
export type { MessageDefaults, MessageInit } from './sdk/message';
export type { VectorMatch, VectorRecord, VectorStore } from './sdk/vectorStore';
export { createChatMessage, formatMessageTimestamp, isChatMessage } from './sdk/message';

// Tools and tool mode
export type { JsonSchema, Tool, ToolInit, ToolInvocation, ToolParameters } from './tools/tool';
export { createTool, isTool, MAX_TOOL_NAME_LENGTH, toolName } from './tools/tool';
export type { ToolMetadataRow, ToolSpec } from './tools/toolMode';
export { supportsToolMode, TOOL_OUTPUT_NAME, TOOL_OUTPUT_TYPE, toolSpecs, TOOLS_METADATA_FIELD } from './tools/toolMode';
export { toolModeNode } from './tools/toolModeNode';
export { toolParameters } from './tools/toolSchema';

// Registry
export type { ComponentRegistry, RegistryOptions } from './registry/registry';
export { createRegistry } from './registry/registry';
export { codeHash, frontendNode } from './registry/frontendNode';

// Validation before a build, beside flow-graph's
export { componentFieldIssues } from './validation/fieldChecks';

// Events
export type { EventCollector, EventSink } from './events/eventSink';
export { createEventCollector, createWireSink, SILENT_SINK, wantsBuiltVertices } from './events/eventSink';

// Executor
export type { BuildFlowOptions, BuildFlowResult, BuildStatusSummary, ExecuteOptions, FlowInputs } from './executor/buildFlow';
export { buildFlow } from './executor/buildFlow';
export type { HaltReason, VertexBuildRecord } from './executor/execution';
export type { CachedVertexResult, VertexCache } from './executor/vertexCache';
export { createMemoryVertexCache } from './executor/vertexCache';
export { formatDuration } from './executor/buildResponse';
export { DEFAULT_MAX_ITEMS_LENGTH, DEFAULT_MAX_TEXT_LENGTH, toWireValue } from './executor/wireValues';

// Run API
export type { RunFlowOptions } from './run/runFlow';
// The wire types live in @app/flow-graph, shared with the clients.
export type { RunInputType, RunMessage, RunOutputType, RunResponse, RunResultData } from '@app/flow-graph';
export { runFlow } from './run/runFlow';
export type { Tweaks } from './run/tweaks';
export { applyTweaks } from './run/tweaks';

// Errors
export type { EngineErrorCode, UserCodeError } from './errors';
export { EngineError, engineMessages, userTracebackOf } from './errors';
