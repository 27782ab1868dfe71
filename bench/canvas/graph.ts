// The benchmark graph of the browser pages (see layout.ts), on the catalogue's Combine Text.
import { flowRecord, sampleCatalogue } from '@app/flow-editor/testing';
import type { FlowRecord, GenericNode, WorkflowEdge } from '@app/flow-graph';
import { layoutGraph } from './layout';

export function benchGraph(): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
  return layoutGraph(sampleCatalogue.processing!.CombineText!);
}

export function benchFlow(): FlowRecord {
  return flowRecord({ id: '00000000-0000-4000-8000-000000000500', name: 'Canvas benchmark', data: { ...benchGraph(), viewport: { x: 0, y: 0, zoom: 1 } } });
}
