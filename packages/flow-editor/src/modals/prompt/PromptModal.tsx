// The prompt editor modal (spec/3 sections 2 and 5): the template in CodeMirror with its
// `{variables}` highlighted and listed as badges while typing; Check & Save sends it to
// validate/prompt, which answers the node with one field per variable. No variables is a notice,
// otherwise a success; a refusal shows the server's detail and keeps the modal open.
import { promptVariables, type ComponentNode } from '@app/flow-graph';
import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { useToasts } from '../../context/useToasts';
import { LazyCodeEditor } from '../codeEditor/LazyCodeEditor';
import { EditorModal } from '../EditorModal';
import { ModalActions } from '../ModalActions';
import { useResetOnOpen } from '../useResetOnOpen';
import { PromptVariableBadge } from './PromptVariableBadge';

export interface PromptModalProps {
  opened: boolean;
  /** The template when the modal opens; each opening starts from it. */
  value: string;
  readonly?: boolean;
  /** The template field holding the prompt (usually "template"). */
  fieldName: string;
  node: ComponentNode;
  onClose(): void;
  /** The checked template and the node the server answered (a field per variable); the modal then calls onClose. */
  onSave(value: string, node: ComponentNode): void;
}

export function PromptModal({ opened, value, readonly = false, fieldName, node, onClose, onSave }: PromptModalProps) {
  const { t } = useTranslation('modals');
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  const [draft, setDraft] = useState(value);
  const [checking, setChecking] = useState(false);
  useResetOnOpen(opened, () => setDraft(value));
  const variables = useMemo(() => promptVariables(draft), [draft]);

  const checkAndSave = async () => {
    setChecking(true);
    try {
      const result = await api.components.validatePrompt({ name: fieldName, template: draft, frontend_node: node });
      notify(result.input_variables.length === 0 ? { kind: 'notice', title: t('prompt.noVariables') } : { kind: 'success', title: t('prompt.ready') });
      onSave(draft, result.frontend_node ?? node);
      onClose();
    } catch (error) {
      toasts.failed(t('prompt.failed'), error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <EditorModal opened={opened} onClose={onClose} title={t('prompt.title')} readonly={readonly} size="large">
      <LazyCodeEditor initialValue={value} onChange={setDraft} readonly={readonly} language="prompt" label={t('prompt.editor')} height="50vh" />
      {!readonly && (
        <Text size="xs" c="dimmed">
          {t('prompt.hint')}
        </Text>
      )}
      <Group gap="xs" align="center" aria-label={t('prompt.variables')} role="group">
        <Text size="sm" fw={500}>
          {t('prompt.variables')}
        </Text>
        {variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('prompt.noVariablesListed')}
          </Text>
        ) : (
          variables.map((name) => <PromptVariableBadge key={name} name={name} />)
        )}
      </Group>
      <ModalActions readonly={readonly} busy={checking} saveLabel={t('checkAndSave')} onCancel={onClose} onSave={() => void checkAndSave()} />
    </EditorModal>
  );
}
