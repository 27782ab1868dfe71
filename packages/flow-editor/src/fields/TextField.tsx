// A single-line text field (spec/3 sections 3 and 5): masked with a show/hide eye for passwords,
// and a global variable picked from the globe menu shown as a badge in the box. Picking
// sets the value to the variable's name with load_from_db; typing or removing the badge ends it.
import { ActionIcon, Badge, CloseButton, Group, Pill, PillsInput, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { textOf } from './fieldRules';
import { GlobalVariableMenu } from './GlobalVariableMenu';
import type { FieldEditorProps } from './types';

export function TextField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const [visible, setVisible] = useState(false);
  const variable = field.load_from_db === true && typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  // Typed text is plain text again, even when a variable was picked before.
  const type = (text: string) => onChange(text, field.load_from_db === true ? { load_from_db: false } : undefined);

  const actions = (
    <Group gap={2} wrap="nowrap">
      {field.password === true && variable === undefined && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={visible ? t('text.hidePassword') : t('text.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        </ActionIcon>
      )}
      {!readOnly && <GlobalVariableMenu selected={variable} onPick={(name) => onChange(name, { load_from_db: true })} />}
    </Group>
  );
  const actionsWidth = (field.password === true && variable === undefined ? 28 : 0) + (readOnly ? 0 : 28) + 8;

  if (variable !== undefined) {
    return (
      <PillsInput size="xs" rightSection={actions} rightSectionWidth={actionsWidth} rightSectionPointerEvents="all" disabled={readOnly}>
        <Pill.Group>
          <Badge
            variant="light"
            tt="none"
            leftSection={<IconWorld size={12} />}
            rightSection={
              readOnly ? null : (
                <CloseButton size="xs" variant="transparent" aria-label={t('variables.remove', { name: variable })} onClick={() => onChange('', { load_from_db: false })} />
              )
            }
          >
            {variable}
          </Badge>
          <PillsInput.Field aria-label={label} value="" readOnly={readOnly} onChange={(event) => type(event.currentTarget.value)} />
        </Pill.Group>
      </PillsInput>
    );
  }

  return (
    <TextInput
      size="xs"
      aria-label={label}
      type={field.password === true && !visible ? 'password' : 'text'}
      autoComplete={field.password === true ? 'off' : undefined}
      value={textOf(field.value)}
      placeholder={field.placeholder}
      readOnly={readOnly}
      onChange={(event) => type(event.currentTarget.value)}
      rightSection={actionsWidth > 8 ? actions : null}
      rightSectionWidth={actionsWidth}
      rightSectionPointerEvents="all"
    />
  );
}
