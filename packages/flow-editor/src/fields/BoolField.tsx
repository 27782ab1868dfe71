// A bool field: a switch.
import { Switch } from '@mantine/core';
import type { FieldEditorProps } from './types';

export function BoolField({ field, label, readOnly, onChange }: FieldEditorProps) {
  return (
    <Switch
      size="xs"
      aria-label={label}
      checked={field.value === true}
      disabled={readOnly}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
