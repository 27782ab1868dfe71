// The editor of one template field (spec/3 sections 3 and 5), chosen by the field's type. It is
// controlled: changes go out through onChange (value plus flag patch) and onNodeChange (a node the
// server answered); refresh buttons and real_time_refresh fields ask custom_component/update.
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { ActionIcon, Box, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, type ComponentType } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { BoolField } from './BoolField';
import { CodeField } from './CodeField';
import { ConnectionField } from './ConnectionField';
import { DictField } from './DictField';
import { fieldLabel, isReadOnlyField } from './fieldRules';
import { FileField } from './FileField';
import { LinkField } from './LinkField';
import { MultilineField } from './MultilineField';
import { NumberField } from './NumberField';
import { OptionsField } from './OptionsField';
import { PromptField } from './PromptField';
import { SliderField } from './SliderField';
import { SortableListField } from './SortableListField';
import { StrListField } from './StrListField';
import { TabField } from './TabField';
import { TableField } from './TableField';
import { TextField } from './TextField';
import type { FieldEditorProps } from './types';
import { useTemplateRefresh } from './useTemplateRefresh';
import { DeferredTooltip } from '../shared/DeferredTooltip';

export interface FieldInputProps {
  nodeId: string;
  /** The field's key in the node's template. */
  name: string;
  field: TemplateField;
  node: ComponentNode;
  /** Makes the field read-only, as the field's own `readonly` and `disabled` flags do. */
  disabled?: boolean;
  onChange(value: unknown, patch?: Partial<TemplateField>): void;
  onNodeChange(node: ComponentNode): void;
}

const editors: Record<string, ComponentType<FieldEditorProps>> = {
  bool: BoolField,
  int: NumberField,
  float: NumberField,
  slider: SliderField,
  code: CodeField,
  prompt: PromptField,
  dict: DictField,
  NestedDict: DictField,
  table: TableField,
  file: FileField,
  link: LinkField,
  tab: TabField,
  sortableList: SortableListField,
  connect: ConnectionField,
  auth: ConnectionField,
  query: ConnectionField,
};

/** The editor of a field; types without one (handle-only inputs such as "other") show their value. */
export function editorFor(field: TemplateField): ComponentType<FieldEditorProps> {
  if (field.type === 'str') {
    if (field.options) return OptionsField;
    if (field.list) return StrListField;
    return field.multiline ? MultilineField : TextField;
  }
  return editors[field.type] ?? ConnectionField;
}

export function FieldInput({ nodeId, name, field, node, disabled, onChange, onNodeChange }: FieldInputProps) {
  const { t } = useEditorTranslation('fields');
  const readOnly = isReadOnlyField(field, disabled);
  const { refresh, scheduleRefresh, refreshing } = useTemplateRefresh(name, node, onNodeChange);
  const realTime = field.real_time_refresh === true;
  const change = useCallback(
    (value: unknown, patch?: Partial<TemplateField>) => {
      onChange(value, patch);
      if (realTime) scheduleRefresh(value);
    },
    [onChange, realTime, scheduleRefresh],
  );
  const Editor = editorFor(field);

  return (
    <Stack gap={2} data-field={`${nodeId}.${name}`}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Box flex={1} miw={0}>
          <Editor name={name} field={field} node={node} label={fieldLabel(name, field)} readOnly={readOnly} onChange={change} onNodeChange={onNodeChange} />
        </Box>
        {field.refresh_button === true && (
          <DeferredTooltip label={t('refresh')}>
            <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('refresh')} loading={refreshing} disabled={readOnly} onClick={() => void refresh(field.value)}>
              <IconRefresh size={14} />
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Group>
      {field.helper_text && (
        <Text size="xs" c="dimmed">
          {field.helper_text}
        </Text>
      )}
    </Stack>
  );
}
