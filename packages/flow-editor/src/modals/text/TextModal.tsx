// The text area modal and text viewer (spec/3 section 2): a large text area for long text fields,
// or the text alone, read-only.
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal } from '../EditorModal';
import { ModalActions } from '../ModalActions';
import { useResetOnOpen } from '../useResetOnOpen';

export interface TextModalProps {
  opened: boolean;
  title: string;
  /** The text when the modal opens; each opening starts from it. */
  value: string;
  readonly?: boolean;
  onClose(): void;
  /** The edited text; the modal then calls onClose. */
  onSave(value: string): void;
}

export function TextModal({ opened, title, value, readonly = false, onClose, onSave }: TextModalProps) {
  const { t } = useTranslation('modals');
  const [draft, setDraft] = useState(value);
  useResetOnOpen(opened, () => setDraft(value));
  const save = () => {
    onSave(draft);
    onClose();
  };
  return (
    <EditorModal opened={opened} onClose={onClose} title={title} readonly={readonly} size="large">
      <Textarea
        aria-label={title}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        readOnly={readonly}
        placeholder={readonly ? undefined : t('text.placeholder')}
        rows={18}
        styles={{ input: { resize: 'vertical' } }}
        data-autofocus
      />
      <ModalActions readonly={readonly} onCancel={onClose} onSave={save} />
    </EditorModal>
  );
}
