// Switching a node in and out of tool mode, for the editor's template update call (field
// "tool_mode"): the outputs, the tools table and the node's flag change; nothing else does.
import type { ComponentNode } from '@app/flow-graph';
import { engineError } from '../errors';
import { nodeOutput } from '../registry/frontendNode';
import type { AnyComponent } from '../sdk/defineComponent';
import type { TextLanguage } from '../sdk/texts';
import { supportsToolMode, toolOutput, toolsMetadataField, TOOLS_METADATA_FIELD } from './toolMode';

/**
 * The node with tool mode on or off; a copy, the given node is left as it was. On: the Toolset
 * output replaces the component's outputs and the tools table leads the fields (rows the user
 * edited are kept). Off: the component's own outputs come back and the table goes.
 * Texts in `language`. Throws `TOOL_MODE_UNSUPPORTED` for a component without tool-mode inputs.
 */
export function toolModeNode<N extends Pick<ComponentNode, 'template'> & Partial<ComponentNode>>(
  node: N,
  component: AnyComponent,
  enabled: boolean,
  language: TextLanguage = 'zh',
): N {
  const next = structuredClone(node);
  const order = (next.field_order ?? []).filter((name) => name !== TOOLS_METADATA_FIELD);
  if (enabled) {
    if (!supportsToolMode(component)) throw engineError('TOOL_MODE_UNSUPPORTED', { component: node.display_name || component.display_name });
    next.template[TOOLS_METADATA_FIELD] = toolsMetadataField(component, node.template, language);
    next.outputs = [toolOutput(language)];
    next.field_order = [TOOLS_METADATA_FIELD, ...order];
  } else {
    delete next.template[TOOLS_METADATA_FIELD];
    next.outputs = component.outputs.map((output) => nodeOutput(output, language));
    next.field_order = order;
  }
  next.tool_mode = enabled;
  return next;
}
