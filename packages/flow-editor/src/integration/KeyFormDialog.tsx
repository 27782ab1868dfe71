// Create or edit an API key or channel code (spec/3 section 5): name required, at most 30
// characters, and an optional domain the key is bound to. The dialog closes only after a save.
import { API_KEY_DOMAIN_MAX_LENGTH, API_KEY_NAME_MAX_LENGTH, type ApiKeyRead } from '@app/api-client';
import { DialogForm } from '@app/ui';
import { Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { keyFormOf, toKeyCreate, toKeyUpdate, validateKeyForm, type KeyFormError, type KeyFormValues } from './keyForm';
import { textsOf, type KeyKind } from './keyKind';

export interface KeyFormDialogProps {
  opened: boolean;
  kind: KeyKind;
  storeId: string;
  /** The key being edited; null to create one. */
  editing: ApiKeyRead | null;
  onClose(): void;
  /** A created key carries its full value, shown this once; an edited one is masked. */
  onSaved(key: ApiKeyRead, created: boolean): void;
}

export function KeyFormDialog({ opened, kind, editing, ...rest }: KeyFormDialogProps) {
  const { t } = useTranslation('integration');
  return (
    <Modal opened={opened} onClose={rest.onClose} title={t(`${textsOf(kind)}.${editing ? 'editTitle' : 'createTitle'}`)} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      {/* The modal unmounts its content once closed, so each opening starts a fresh form. */}
      <KeyForm key={editing?.id ?? 'new'} kind={kind} editing={editing} {...rest} />
    </Modal>
  );
}

function KeyForm({ kind, storeId, editing, onClose, onSaved }: Omit<KeyFormDialogProps, 'opened'>) {
  const { t } = useTranslation('integration');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const texts = textsOf(kind);
  const [values, setValues] = useState<KeyFormValues>(() => keyFormOf(editing));
  const [error, setError] = useState<KeyFormError | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const problem = validateKeyForm(values);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const saved = editing ? await api.apiKeys.update(editing.id, toKeyUpdate(values)) : await api.apiKeys.create(storeId, toKeyCreate(values, kind === 'channel'));
      toasts.succeeded(t(`${texts}.${editing ? 'updated' : 'created'}`));
      onSaved(saved, !editing);
    } catch (failure) {
      toasts.failed(t(`${texts}.${editing ? 'updateFailed' : 'createFailed'}`), failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onClose} saving={saving} submitLabel={t(editing ? 'common:save' : 'common:create')}>
      <TextInput
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        required
        data-autofocus
        value={values.name}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        error={error && t(`form.${error}`, { max: API_KEY_NAME_MAX_LENGTH })}
        description={`${values.name.length}/${API_KEY_NAME_MAX_LENGTH}`}
        onChange={(event) => {
          const name = event.currentTarget.value;
          setValues((current) => ({ ...current, name }));
          setError(null);
        }}
      />
      <TextInput
        label={t('form.domain')}
        placeholder={t('form.domainPlaceholder')}
        description={t('form.domainHint')}
        value={values.domain}
        maxLength={API_KEY_DOMAIN_MAX_LENGTH}
        onChange={(event) => {
          const domain = event.currentTarget.value;
          setValues((current) => ({ ...current, domain }));
        }}
      />
    </DialogForm>
  );
}
