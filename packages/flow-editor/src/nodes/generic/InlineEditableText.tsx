// Text on a node that turns into an input on double-click (the node name and description,
// spec/3 section 5): Enter or leaving the input saves, Escape cancels. What a save means (the
// trim rule of a rename) is the caller's.
import { Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface InlineEditableTextProps {
  value: string;
  /** The input's accessible name. */
  label: string;
  /** Shown on hover of the text: how to start editing. */
  hint: string;
  placeholder?: string;
  multiline?: boolean;
  onSave(value: string): void;
  /** The text as displayed. */
  children: ReactNode;
}

export function InlineEditableText({ value, label, hint, placeholder, multiline = false, onSave, children }: InlineEditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Ends an edit once: the input losing focus as it unmounts after Escape or Enter must not save again.
  const editing = useRef(false);

  const start = () => {
    editing.current = true;
    setDraft(value);
  };
  const finish = (keep: boolean) => {
    if (!editing.current) return;
    editing.current = false;
    if (keep && draft !== null && draft !== value) onSave(draft);
    setDraft(null);
  };
  const save = () => finish(true);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      finish(false);
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      save();
    }
  };

  if (draft === null) {
    return (
      <div title={hint} onDoubleClick={start} style={{ minWidth: 0, cursor: 'text' }}>
        {children}
      </div>
    );
  }
  const common = {
    'aria-label': label,
    className: 'nodrag nowheel',
    placeholder,
    value: draft,
    autoFocus: true,
    size: 'xs' as const,
    onBlur: save,
    onKeyDown,
  };
  return multiline ? (
    <Textarea {...common} autosize minRows={2} maxRows={8} onChange={(event) => setDraft(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => setDraft(event.currentTarget.value)} style={{ flex: 1 }} />
  );
}
