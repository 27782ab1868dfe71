export type {
  BuildEvent,
  BuildEventName,
  BuildStatus,
  ChatMessage,
  CodedText,
  ContentBlock,
  ErrorPayload,
  EventDelivery,
  LogEntry,
  MessageProperties,
  MessageSource,
  OutputMeta,
  OutputType,
  OutputValue,
  ResultData,
  VertexBuildResponse,
  VerticesSortedData,
} from './events';
export { BUILD_EVENT_NAMES, encodeBuildEvent } from './events';
export { codedText, codedTextOf, isCodedText } from './codedText';

// Model
export type {
  AuthTooltipState,
  FieldProxy,
  KeyPairList,
  NodeTemplate,
  RangeSpec,
  TableColumn,
  TableColumnFormatter,
  TemplateField,
  TemplateFieldType,
} from './types/fields';
export { TEMPLATE_FIELD_TYPES } from './types/fields';
export type {
  ComponentNode,
  GenericNode,
  GenericNodeData,
  GroupFlow,
  NodeOutput,
  NoteNode,
  NoteNodeData,
  OutputProxy,
  WorkflowNode,
  WorkflowNodeBase,
  XYPosition,
} from './types/nodes';
export type {
  Connection,
  EdgeData,
  FieldTargetHandle,
  LoopTargetHandle,
  SourceHandle,
  TargetHandle,
  WorkflowEdge,
  WorkflowEdgeBase,
} from './types/edges';
export type { FlowAccessType, FlowData, FlowRecord, Viewport } from './types/flow';
export type { NoteColor } from './constants';
export {
  DEFAULT_FLOW_ICON,
  DEFAULT_FLOW_ICON_BG_COLOR,
  DEFAULT_NOTE_COLOR,
  FLOW_NAME_MAX_LENGTH,
  MAX_CYCLE_APPEARANCES,
  NOTE_COLORS,
  NOTE_MAX_LENGTH,
  NOTE_MIN_SIZE,
} from './constants';
export type { FlowStatus } from './flow/status';
export { FLOW_MODE, getFlowStatus } from './flow/status';

// Run API
export type { RunInputType, RunMessage, RunOutputType, RunRequest, RunResponse, RunResultData, RunStreamEvent, RunStreamEventName, WebhookResponse } from './run';
export { RUN_STREAM_EVENT_NAMES, runOutputText } from './run';

// Published apps as MCP tools
export type { McpToolArgument, McpToolInputSchema } from './mcp/mcpTools';
export {
  checkMcpToolDescription,
  checkMcpToolName,
  MCP_CHAT_ARGUMENT,
  MCP_TOOL_DESCRIPTION_MAX_LENGTH,
  MCP_TOOL_NAME_MAX_LENGTH,
  mcpToolArguments,
  mcpToolInputSchema,
  mcpToolNameOf,
  mcpToolRunInput,
  uniqueMcpToolNames,
} from './mcp/mcpTools';

// Messages
export type { FlowIssue, MessageCode, RuleResult, ValidationIssue, ValidationIssueCode } from './messages';
export { FlowGraphError, formatMessage, issueCodedText, messages, VALIDATION_ISSUE_CODES } from './messages';

// Nodes
export {
  componentName,
  fieldEntries,
  fieldTitle,
  getField,
  isGenericNode,
  isEmptyValue,
  isGroupNode,
  isNoteNode,
} from './nodes/accessors';
export type { UniqueComponentRule } from './nodes/kinds';
export {
  INPUT_COMPONENT_TYPES,
  isInputComponentType,
  isOutputComponentType,
  OUTPUT_COMPONENT_TYPES,
  UNIQUE_COMPONENTS,
} from './nodes/kinds';
export { canMinimize, countConnectionPoints, countOutputHandles, isShownMinimized } from './nodes/minimize';
export type { ComponentRegistry } from './nodes/outdated';
export { findOutdatedNodes, isNodeOutdated } from './nodes/outdated';
export type { TextCatalogue } from './nodes/localizeTexts';
export { localizeComponentTexts, localizeNodeTexts } from './nodes/localizeTexts';

// Handles and edges
export { canonicalStringify, decodeHandle, encodeHandle, normalizeHandle } from './handles/encoding';
export type { EdgeIdParts } from './handles/edgeIds';
export { connectLoopPath, connectPath } from './handles/connectPaths';
export { buildEdgeId, EDGE_ID_PREFIX, edgeIdPrefix, LEGACY_EDGE_ID_PREFIX, parseEdgeId } from './handles/edgeIds';
export {
  buildEdge,
  edgeHandles,
  expectedTargetHandle,
  fieldTargetHandleFor,
  findOutput,
  isLoopTargetHandle,
  loopTargetHandleFor,
  normalizeEdge,
  parseSourceHandle,
  parseTargetHandle,
  repointEdge,
  sourceHandleFor,
} from './handles/build';

// Connections
export { areHandlesCompatible, isSameTargetSlot } from './connections/compatibility';
export { checkConnection } from './connections/checkConnection';
export type { BrokenEdge, BrokenEdgeReason } from './connections/cleanEdges';
export { cleanEdges, findBrokenEdges } from './connections/cleanEdges';
export { canChangeFieldVisibility, canChangeOutputVisibility, isFieldConnected, isOutputConnected } from './connections/handleVisibility';

// Graph and ordering
export type { GraphMaps } from './graph/maps';
export { buildGraphMaps, collectReachable } from './graph/maps';
export {
  buildLoopFreeMaps,
  findCycleVertices,
  findLoopFreeCycles,
  isLoopClosed,
  stronglyConnectedComponents,
} from './graph/cycles';
export { isLoopEdge } from './graph/loopEdges';
export type { PreparedGraph } from './graph/prepared';
export { prepareGraph } from './graph/prepared';
export type { SortedGraph, SortOptions } from './ordering/sortGraph';
export { sortGraph, verticesToRunForFreeze } from './ordering/sortGraph';

// Validation
export type { ValidateFlowOptions } from './validation/validateFlow';
export { findLoopIssues, validateFlow } from './validation/validateFlow';
export { validateNode } from './validation/validateNode';
export { canAddComponent, findDuplicateUniqueComponents } from './validation/uniqueComponents';

// Grouping
export { aggregateGroupStatus } from './grouping/status';
export { validateGroupSelection } from './grouping/validateSelection';
export type { GroupOptions, GroupResult } from './grouping/group';
export { GROUP_DEFAULT_NAME, GROUP_NODE_TYPE, groupNodes } from './grouping/group';
export { flattenGroups, ungroupNode } from './grouping/ungroup';
export { withFreshMemberIds } from './grouping/freshIds';

// Fields
export { convertFieldValue, prepareFlowForBuild } from './fields/convert';
export { hasDuplicateKeys, hasEmptyKey, keyPairsToObject, objectToKeyPairs } from './fields/keyPairs';
export type { SliderPresetLabel } from './fields/numeric';
export {
  clampNumber,
  FLOAT_DEFAULT_RANGE,
  formatSliderValue,
  INT_DEFAULT_RANGE,
  numericRange,
  SLIDER_DEFAULT_LABELS,
  SLIDER_DEFAULT_RANGE,
  SLIDER_PRESETS,
  sliderPresets,
  toNumericValue,
} from './fields/numeric';
export { normalizeOptionValue } from './fields/options';
export { promptVariables } from './fields/prompt';

// Naming
export type { RandomSource } from './naming/random';
export { createNodeId, randomIdSuffix } from './naming/ids';
export { randomFlowName } from './naming/randomName';
export { fittedName, uniqueName } from './naming/uniqueName';
export { NAME_ADJECTIVES, NAME_SCIENTISTS } from './naming/words';

// Langflow flow files
export * from './langflow';
