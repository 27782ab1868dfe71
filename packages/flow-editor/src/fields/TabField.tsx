// A tab field (spec/3 section 5): a segmented control of at most 3 options, labels cut to 20 characters.
import { SegmentedControl } from '@mantine/core';
import { tabOptions } from './fieldRules';
import type { FieldEditorProps } from './types';

export function TabField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const data = tabOptions(field.options);
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={label}
      data={data}
      value={typeof field.value === 'string' ? field.value : ''}
      readOnly={readOnly}
      onChange={onChange}
    />
  );
}
