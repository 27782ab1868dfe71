// Edges named by paths ("ChatInput-abcde.message" -> "Prompt-fghij.question"), for code that builds
// flows rather than drawing them: starter templates, scripts and tests.
import type { WorkflowEdge } from '../types/edges';
import type { GenericNode } from '../types/nodes';
import { buildEdge, fieldTargetHandleFor, findOutput, loopTargetHandleFor, sourceHandleFor } from './build';

function endpoint(nodes: readonly GenericNode[], path: string): [GenericNode, string] {
  const dot = path.lastIndexOf('.');
  const node = nodes.find((candidate) => candidate.id === path.slice(0, dot));
  if (dot <= 0 || !node) throw new Error(`no node for ${path}`);
  return [node, path.slice(dot + 1)];
}

/** The edge from `from` ("nodeId.output") to `to` ("nodeId.field"). Throws when either end is unknown. */
export function connectPath(nodes: readonly GenericNode[], from: string, to: string): WorkflowEdge {
  const [source, outputName] = endpoint(nodes, from);
  const [target, fieldName] = endpoint(nodes, to);
  const output = findOutput(source, outputName);
  const handle = fieldTargetHandleFor(target, fieldName);
  if (!output || !handle) throw new Error(`cannot connect ${from} to ${to}`);
  return buildEdge(sourceHandleFor(source, output), handle);
}

/** The loop-back edge from `from` ("nodeId.output") into a loop output `to` ("loopId.item"). */
export function connectLoopPath(nodes: readonly GenericNode[], from: string, to: string): WorkflowEdge {
  const [source, outputName] = endpoint(nodes, from);
  const [loop, loopOutput] = endpoint(nodes, to);
  const output = findOutput(source, outputName);
  const back = findOutput(loop, loopOutput);
  if (!output || !back) throw new Error(`cannot connect ${from} back to ${to}`);
  return buildEdge(sourceHandleFor(source, output), loopTargetHandleFor(loop, back));
}
