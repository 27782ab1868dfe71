// For stories and tests: a FieldInput over a node kept in local state, so edits show as they would
// on the canvas, with the label row N's nodes give it. Not exported from the package.
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { useState } from 'react';
import { sampleCatalogue } from '../testing/memoryComponentsApi';
import { FieldInput } from './FieldInput';
import { fieldLabel } from './fieldRules';
import { FieldRow } from './FieldRow';

export interface FieldHarnessProps {
  node: ComponentNode;
  name: string;
  disabled?: boolean;
  onChange?(value: unknown, patch?: Partial<TemplateField>): void;
  onNodeChange?(node: ComponentNode): void;
}

/** A node of the built-in catalogue (a copy). */
export function catalogueNode(category: string, type: string): ComponentNode {
  const node = sampleCatalogue[category]?.[type];
  if (!node) throw new Error(`No ${category}/${type} in the catalogue`);
  return structuredClone(node);
}

/** A node holding one field, for field types no built-in component uses. */
export function nodeWithField(name: string, field: Partial<TemplateField> & Pick<TemplateField, 'type'>): ComponentNode {
  return { display_name: 'Demo', template: { [name]: { show: true, name, display_name: name, ...field } }, outputs: [] };
}

export function FieldHarness({ node: initial, name, disabled, onChange, onNodeChange }: FieldHarnessProps) {
  const [node, setNode] = useState(initial);
  const field = node.template[name] as TemplateField;
  return (
    <FieldRow label={fieldLabel(name, field)} required={field.required} info={field.info}>
      <FieldInput
        nodeId="node-1"
        name={name}
        field={field}
        node={node}
        disabled={disabled}
        onChange={(value, patch) => {
          onChange?.(value, patch);
          setNode((current) => ({ ...current, template: { ...current.template, [name]: { ...(current.template[name] as TemplateField), ...patch, value } } }));
        }}
        onNodeChange={(next) => {
          onNodeChange?.(next);
          setNode(next);
        }}
      />
    </FieldRow>
  );
}
