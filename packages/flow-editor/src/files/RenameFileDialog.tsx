// Renames one of the user's files (PUT file/{id}?name=); the extension stays as it is.
import { fileExtension, type UserFile } from '@app/api-client';
import { DialogForm } from '@app/ui';
import { Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetOnOpen } from '../modals/useResetOnOpen';

interface RenameFileDialogProps {
  file: UserFile | null;
  opened: boolean;
  onClose(): void;
  /** Resolves true when the name was taken; the dialog then closes. */
  onRename(file: UserFile, name: string): Promise<boolean>;
}

export function RenameFileDialog({ file, opened, onClose, onRename }: RenameFileDialogProps) {
  const { t } = useTranslation('files');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useResetOnOpen(opened, () => {
    setName(file?.name ?? '');
    setError(null);
  });
  const extension = file ? fileExtension(file.path) : '';

  const submit = async () => {
    if (!file) return;
    if (name.trim() === '') {
      setError(t('rename.required'));
      return;
    }
    setSaving(true);
    const renamed = await onRename(file, name.trim());
    setSaving(false);
    if (renamed) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('rename.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      <DialogForm onSubmit={() => void submit()} onCancel={onClose} saving={saving}>
        <TextInput
          label={t('rename.label')}
          withAsterisk
          value={name}
          error={error}
          rightSection={extension ? `.${extension}` : undefined}
          rightSectionWidth={extension ? extension.length * 8 + 20 : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
      </DialogForm>
    </Modal>
  );
}
