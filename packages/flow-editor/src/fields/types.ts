// The props every field editor takes: FieldInput resolves read-only and hands the rest through.
import type { ComponentNode, TemplateField } from '@app/flow-graph';

export interface FieldEditorProps {
  /** The field's key in the node's template. */
  name: string;
  field: TemplateField;
  node: ComponentNode;
  /** The field's label, for the editor's accessible name. */
  label: string;
  readOnly: boolean;
  /** A new value; `patch` carries flag changes that go with it (e.g. `{ load_from_db: true }`). */
  onChange(value: unknown, patch?: Partial<TemplateField>): void;
  /** The whole node after a server update (code saved, prompt checked, template refreshed). */
  onNodeChange(node: ComponentNode): void;
}
