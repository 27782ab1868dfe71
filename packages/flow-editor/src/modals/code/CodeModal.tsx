// The code editor modal (spec/3 sections 2, 4 and 5): the component's source in CodeMirror;
// Check & Save sends it to validate/code and saves only when the imports and the function have no
// errors, otherwise the errors stay listed in the modal. Leaving with unsaved changes (X, Escape,
// Discard Changes) asks first. Read-only code is shown without saving or asking.
import { ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { serverDetail } from '../../context/useToasts';
import { LazyCodeEditor } from '../codeEditor/LazyCodeEditor';
import { EditorModal } from '../EditorModal';
import { ModalActions } from '../ModalActions';
import { useResetOnOpen } from '../useResetOnOpen';
import { CodeProblem, type CodeProblemProps } from './CodeProblem';
import { isValidCode } from './codeCheck';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

export interface CodeModalProps {
  opened: boolean;
  /** The code when the modal opens; each opening starts from it. */
  code: string;
  readonly?: boolean;
  title?: string;
  onClose(): void;
  /** Valid code after Check & Save; the modal then calls onClose. */
  onSave(code: string): void;
}

// Listed errors take room from the editor and scroll within theirs, so Check & Save and Discard
// Changes stay inside the modal on an 800 px high screen.
const EDITOR_HEIGHT = '60vh';
const EDITOR_HEIGHT_WITH_PROBLEM = '36vh';
const PROBLEM_MAX_HEIGHT = '24vh';

export function CodeModal({ opened, code, readonly = false, title, onClose, onSave }: CodeModalProps) {
  const { t, i18n } = useTranslation('modals');
  const { api, notify } = useFlowEditor();
  const [draft, setDraft] = useState(code);
  const [problem, setProblem] = useState<CodeProblemProps | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useResetOnOpen(opened, () => {
    setDraft(code);
    setProblem(null);
    setConfirming(false);
  });
  const dirty = !readonly && draft !== code;

  const close = () => {
    setConfirming(false);
    onClose();
  };
  const requestClose = () => (dirty ? setConfirming(true) : close());

  const checkAndSave = async () => {
    setChecking(true);
    try {
      const result = await api.components.validateCode({ code: draft });
      if (isValidCode(result)) {
        notify({ kind: 'success', title: t('code.ready') });
        onSave(draft);
        close();
        return;
      }
      setProblem({
        title: t('code.invalid'),
        sections: [
          { heading: t('code.importErrors'), lines: result.imports.errors },
          { heading: t('code.functionErrors'), lines: result.function.errors },
        ].filter((section) => section.lines.length > 0),
      });
    } catch (error) {
      setProblem({ title: t('code.failed'), sections: [{ lines: [serverDetail(error, i18n) ?? t('errors:unknown')] }] });
    } finally {
      setChecking(false);
    }
    // A failed check from the confirmation goes back to the editor, where the errors are listed.
    setConfirming(false);
  };

  return (
    <>
      <EditorModal
        opened={opened}
        onClose={requestClose}
        // While the confirmation is open, Escape belongs to it.
        closeOnEscape={!confirming}
        title={title ?? t('code.title')}
        readonly={readonly}
        size="large"
      >
        <LazyCodeEditor initialValue={code} onChange={setDraft} readonly={readonly} language="typescript" label={t('code.editor')} height={problem ? EDITOR_HEIGHT_WITH_PROBLEM : EDITOR_HEIGHT} />
        {problem && (
          <ScrollArea.Autosize mah={PROBLEM_MAX_HEIGHT} type="auto" data-testid="code-problems">
            <CodeProblem {...problem} />
          </ScrollArea.Autosize>
        )}
        <ModalActions
          readonly={readonly}
          busy={checking}
          cancelLabel={t('discardChanges')}
          saveLabel={t('checkAndSave')}
          onCancel={requestClose}
          onSave={() => void checkAndSave()}
        />
      </EditorModal>
      <UnsavedChangesDialog
        opened={opened && confirming}
        saving={checking}
        onKeepEditing={() => setConfirming(false)}
        onDiscard={close}
        onSave={() => void checkAndSave()}
      />
    </>
  );
}
