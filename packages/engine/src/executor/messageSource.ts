// Which component a message names as its source (Langflow's properties.source and icon). An output
// component names the component that produced what it shows, as Langflow's Chat Output does: its
// first connected input's vertex, with the model it used when it has one; others name themselves.
import { getField, type GenericNode } from '@app/flow-graph';
import type { MessageDefaults } from '../sdk/message';
import type { AnyComponent } from '../sdk/defineComponent';
import type { Execution } from './execution';

/** The fields Langflow reads, in its order, for the source's model. */
const MODEL_FIELDS = ['model_name', 'model_id', 'model'] as const;

function modelOf(node: GenericNode): string | undefined {
  for (const name of MODEL_FIELDS) {
    const value = getField(node.data.node.template, name)?.value;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

export function messageSource(exec: Execution, node: GenericNode, component: AnyComponent, displayName: string): Pick<MessageDefaults, 'source' | 'icon'> {
  const own = { source: { id: node.id, display_name: displayName, source: displayName }, icon: component.icon ?? null };
  if (component.io?.role !== 'output') return own;
  const { settings } = exec;
  const producer = (settings.index.incoming.get(node.id) ?? []).find((connection) => !connection.isLoopBack);
  const upstream = producer ? settings.index.nodes.get(producer.source) : undefined;
  if (!upstream) return own;
  const upstreamName = upstream.data.node.display_name;
  return {
    source: { id: upstream.id, display_name: upstreamName, source: modelOf(upstream) ?? upstreamName },
    icon: settings.resolveComponent(upstream)?.icon ?? upstream.data.node.icon ?? null,
  };
}
