// A prompt field: the template's start, its variables as badges, and the prompt modal. The modal
// checks the prompt with the server, whose node (a field per variable) replaces this one.
import { promptVariables } from '@app/flow-graph';
import type { ComponentNode } from '@app/flow-graph';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrompt } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { PromptModal, PromptVariableBadge } from '../modals';
import { textOf } from './fieldRules';
import type { FieldEditorProps } from './types';

/** The node with the prompt field at `value`: the checked template is what the user saved. */
function withPrompt(node: ComponentNode, name: string, value: string): ComponentNode {
  const field = node.template[name];
  return typeof field === 'object' ? { ...node, template: { ...node.template, [name]: { ...field, value } } } : node;
}

export function PromptField({ name, field, node, label, readOnly, onNodeChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const [opened, setOpened] = useState(false);
  const template = textOf(field.value);
  const variables = promptVariables(template);

  return (
    <Stack gap={4}>
      <Text size="xs" c={template === '' ? 'dimmed' : undefined} lineClamp={3} aria-label={label} style={{ whiteSpace: 'pre-wrap' }} data-user-content={template === '' ? undefined : ''}>
        {template === '' ? field.placeholder || t('prompt.empty') : template}
      </Text>
      {variables.length > 0 && (
        <Group gap={4}>
          {variables.map((variable) => (
            <PromptVariableBadge key={variable} name={variable} />
          ))}
        </Group>
      )}
      <Button size="compact-xs" variant="default" leftSection={<IconPrompt size={12} />} onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        {readOnly ? t('prompt.view') : t('prompt.edit')}
      </Button>
      <PromptModal
        opened={opened}
        value={template}
        readonly={readOnly}
        fieldName={name}
        node={node}
        onClose={() => setOpened(false)}
        onSave={(value, checked) => onNodeChange(withPrompt(checked, name, value))}
      />
    </Stack>
  );
}
