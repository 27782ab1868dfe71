// The JSON/dictionary viewer-editor (spec/3 sections 2 and 8): the value as JSON in CodeMirror;
// saving needs a JSON object, otherwise the toast 'Error getting dictionary' (check the format)
// and the modal stays open.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { LazyCodeEditor } from '../codeEditor/LazyCodeEditor';
import { EditorModal } from '../EditorModal';
import { ModalActions } from '../ModalActions';
import { useResetOnOpen } from '../useResetOnOpen';
import { dictText, parseDict } from './dictText';

export interface DictModalProps {
  opened: boolean;
  title: string;
  /** The dictionary when the modal opens; each opening starts from it. */
  value: unknown;
  readonly?: boolean;
  onClose(): void;
  /** The edited object; the modal then calls onClose. */
  onSave(value: object): void;
}

export function DictModal({ opened, title, value, readonly = false, onClose, onSave }: DictModalProps) {
  const { t } = useTranslation('modals');
  const { notify } = useFlowEditor();
  const [text, setText] = useState(() => dictText(value));
  useResetOnOpen(opened, () => setText(dictText(value)));

  const save = () => {
    const parsed = parseDict(text);
    if (!parsed) {
      notify({ kind: 'error', title: t('dict.invalid'), list: [t('dict.invalidHint')] });
      return;
    }
    onSave(parsed);
    onClose();
  };

  return (
    <EditorModal opened={opened} onClose={onClose} title={title} readonly={readonly} size="medium">
      <LazyCodeEditor initialValue={text} onChange={setText} readonly={readonly} language="json" label={t('dict.editor')} height="50vh" />
      <ModalActions readonly={readonly} onCancel={onClose} onSave={save} />
    </EditorModal>
  );
}
