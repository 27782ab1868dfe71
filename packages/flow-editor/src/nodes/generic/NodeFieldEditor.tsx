// A field's editor wired to the store: a value (with the flags that go with it) becomes the
// field's value, and a node the server sends back (refresh, prompt check, saved code) replaces the
// component, telling the user when edges were lost.
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { useCallback } from 'react';
import { FieldInput } from '../../fields';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';
import { useReplaceComponent } from '../useReplaceComponent';

export interface NodeFieldEditorProps {
  nodeId: string;
  name: string;
  field: TemplateField;
  node: ComponentNode;
  disabled?: boolean;
}

export function NodeFieldEditor({ nodeId, name, field, node, disabled }: NodeFieldEditorProps) {
  const store = useFlowStoreApi();
  const replace = useReplaceComponent();
  const onChange = useCallback((value: unknown, patch?: Partial<TemplateField>) => store.getState().setFieldValue(nodeId, name, value, patch), [store, nodeId, name]);
  const onNodeChange = useCallback((next: ComponentNode) => void replace(nodeId, next), [replace, nodeId]);
  return <FieldInput nodeId={nodeId} name={name} field={field} node={node} disabled={disabled} onChange={onChange} onNodeChange={onNodeChange} />;
}
