// One editable cell of the table editor: the input of its column's formatter (text, number,
// boolean, date, json) or a choice among the column's options. Read-only cells show the text.
import type { TableColumn } from '@app/flow-graph';
import { Checkbox, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { booleanValue, cellText, numberValue, parseJsonCell } from './cellValue';

interface TableCellProps {
  column: TableColumn;
  value: unknown;
  /** Names the input for assistive technology (column and row). */
  label: string;
  readonly: boolean;
  onChange(value: unknown): void;
  /** A JSON cell reports whether its text parses (the table is not saved while one does not). */
  onValidityChange(valid: boolean): void;
}

export function TableCell({ column, value, label, readonly, onChange, onValidityChange }: TableCellProps) {
  const formatter = column.formatter ?? 'text';
  if (formatter === 'boolean') {
    return <Checkbox aria-label={label} checked={booleanValue(value)} disabled={readonly} onChange={(event) => onChange(event.currentTarget.checked)} />;
  }
  if (readonly) {
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {cellText(value, formatter)}
      </Text>
    );
  }
  if (column.options && column.options.length > 0) {
    return <Select aria-label={label} size="xs" data={column.options} value={value === null || value === undefined ? null : String(value)} onChange={(option) => onChange(option ?? '')} />;
  }
  if (formatter === 'number') {
    return <NumberInput aria-label={label} size="xs" value={numberValue(value)} onChange={(number) => onChange(typeof number === 'number' ? number : null)} />;
  }
  if (formatter === 'json') return <JsonCell label={label} value={value} onChange={onChange} onValidityChange={onValidityChange} />;
  return (
    <TextInput
      aria-label={label}
      size="xs"
      type={formatter === 'date' ? 'date' : 'text'}
      value={cellText(value, formatter)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A JSON cell keeps its text while it does not parse; the row gets the value once it does. */
function JsonCell({ label, value, onChange, onValidityChange }: Pick<TableCellProps, 'label' | 'value' | 'onChange' | 'onValidityChange'>) {
  const { t } = useTranslation('modals');
  const [text, setText] = useState(() => cellText(value, 'json'));
  const parsed = parseJsonCell(text);
  return (
    <TextInput
      aria-label={label}
      size="xs"
      ff="monospace"
      value={text}
      error={parsed.ok ? undefined : t('table.invalidJson')}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const result = parseJsonCell(next);
        onValidityChange(result.ok);
        if (result.ok) onChange(result.value);
      }}
    />
  );
}
