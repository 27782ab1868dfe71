import type { FlowEditorApi } from '../context/FlowEditorProvider';
import { createMemoryVariablesApi, type StoredVariable } from './memoryVariablesApi';

/** All the flow editor's calls in memory; `variables` seeds the global variables (default: the samples). */
export function createMemoryFlowEditorApi(variables?: readonly StoredVariable[]): FlowEditorApi {
  return { variables: createMemoryVariablesApi(variables) };
}
