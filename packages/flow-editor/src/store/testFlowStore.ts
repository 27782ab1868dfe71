// Stores over the real starter templates and the real component catalogue, for the store's tests
// and for other editor tests that need a canvas (createTestFlowStore).
import { fieldTargetHandleFor, findOutput, sourceHandleFor, encodeHandle, type ComponentNode, type Connection, type FlowData, type FlowRecord } from '@app/flow-graph';
import { STARTER_TEMPLATES } from '@app/templates';
import { flowRecord } from '../testing/flowRecord';
import { sampleCatalogue } from '../testing/memoryComponentsApi';
import { createFlowStore } from './createFlowStore';
import type { FlowStore } from './FlowStoreProvider';
import { findGenericNode } from './graph';

/** The built-in catalogue by component type. */
export const testCatalogue: Readonly<Record<string, ComponentNode>> = Object.assign({}, ...Object.values(sampleCatalogue));

export function testFlowRecord(data: FlowData | null, overrides: Partial<FlowRecord> = {}): FlowRecord {
  return flowRecord({ id: 'flow-1', name: 'Test flow', data, updated_at: '2026-01-01T00:00:00.000Z', ...overrides });
}

/** A copy of a starter template's flow data ("basic-prompting", "memory-chatbot" …). */
export function templateData(key = 'basic-prompting'): FlowData {
  const template = STARTER_TEMPLATES.find((candidate) => candidate.key === key);
  if (!template) throw new Error(`no starter template ${key}`);
  return structuredClone(template.data);
}

export function createTestFlowStore(data: FlowData = templateData(), components = testCatalogue): FlowStore {
  return createFlowStore({ flow: testFlowRecord(data), components });
}

/** The id of the (first) node of a component type. */
export function nodeIdOf(store: FlowStore, type: string): string {
  const node = store.getState().nodes.find((candidate) => candidate.data.type === type);
  if (!node) throw new Error(`no ${type} node`);
  return node.id;
}

/** The connection a user drags from a node's output to another node's field. */
export function fieldConnection(store: FlowStore, sourceId: string, outputName: string, targetId: string, fieldName: string): Connection {
  const { nodes } = store.getState();
  const source = findGenericNode(nodes, sourceId);
  const target = findGenericNode(nodes, targetId);
  const output = source && findOutput(source, outputName);
  const targetHandle = target && fieldTargetHandleFor(target, fieldName);
  if (!source || !output || !targetHandle) throw new Error(`cannot connect ${sourceId}.${outputName} to ${targetId}.${fieldName}`);
  return { source: sourceId, target: targetId, sourceHandle: encodeHandle(sourceHandleFor(source, output)), targetHandle: encodeHandle(targetHandle) };
}
