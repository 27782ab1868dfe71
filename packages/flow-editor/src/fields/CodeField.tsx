// A code field: a read-only preview of the component's source and the code modal. Saved code goes
// to POST custom_component, and the node it answers replaces this one (spec/3 sections 3 and 8).
import { Button, Code, Stack } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail } from '../context/useToasts';
import { CodeModal } from '../modals';
import { textOf } from './fieldRules';
import type { FieldEditorProps } from './types';

const PREVIEW_LINES = 6;

export function CodeField({ field, node, label, readOnly, onNodeChange }: FieldEditorProps) {
  const { t, i18n } = useEditorTranslation('fields');
  const { api, notify } = useFlowEditor();
  const [opened, setOpened] = useState(false);
  const code = textOf(field.value);
  const preview = code.split('\n').slice(0, PREVIEW_LINES).join('\n');

  const save = async (next: string) => {
    try {
      const { data } = await api.components.customComponent({ code: next, frontend_node: node });
      onNodeChange(data);
    } catch (error) {
      notify({ kind: 'error', title: t('codeUpdateFailed'), list: [serverDetail(error, i18n) ?? t('refreshFailedDefault')] });
    }
  };

  return (
    <Stack gap={4}>
      <Code block aria-label={label} style={{ fontSize: 11, maxHeight: 110, overflow: 'hidden', whiteSpace: 'pre' }}>
        {preview}
      </Code>
      <Button size="compact-xs" variant="default" leftSection={<IconCode size={12} />} onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        {readOnly ? t('code.view') : t('code.edit')}
      </Button>
      <CodeModal opened={opened} code={code} readonly={readOnly} title={label} onClose={() => setOpened(false)} onSave={(next) => void save(next)} />
    </Stack>
  );
}
