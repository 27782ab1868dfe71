// The create and edit dialog of a global variable: type tabs (locked once the variable exists),
// name, value and the applies-to-fields choices. Saving reports through toasts; the dialog closes
// only after a successful save.
import { variableFieldOptions, VariableType, type VariableRead, type VariableTypeValue } from '@app/api-client';
import { DialogForm } from '@app/ui';
import { Modal, PasswordInput, Tabs, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import {
  emptyVariableForm,
  keepsStoredValue,
  toVariableCreate,
  toVariableUpdate,
  validateVariableForm,
  variableFormOf,
  type VariableFormErrors,
  type VariableFormValues,
} from './variableForm';

export interface VariableDialogProps {
  opened: boolean;
  /** The variable being edited; null to create one. */
  variable: VariableRead | null;
  /** All variables, to offer only the fields no other variable claims. */
  variables: readonly VariableRead[];
  onClose(): void;
  onSaved(variable: VariableRead): void;
}

export function VariableDialog({ opened, variable, variables, onClose, onSaved }: VariableDialogProps) {
  const { t } = useTranslation('variables');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(variable ? 'editTitle' : 'createTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {/* The modal unmounts its content once closed, so each opening starts a fresh form. */}
      <VariableForm key={variable?.id ?? 'new'} variable={variable} variables={variables} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function VariableForm({ variable, variables, onClose, onSaved }: Omit<VariableDialogProps, 'opened'>) {
  const { t } = useTranslation('variables');
  const { api, componentFields } = useFlowEditor();
  const toasts = useToasts();
  const editing = variable !== null;
  const [values, setValues] = useState<VariableFormValues>(() => (variable ? variableFormOf(variable) : emptyVariableForm()));
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const [saving, setSaving] = useState(false);
  const others = variables.filter((candidate) => candidate.id !== variable?.id);
  const fieldOptions = variableFieldOptions(componentFields, others, variable ?? undefined);
  const credential = values.type === VariableType.CREDENTIAL;

  const change = <K extends keyof VariableFormValues>(key: K, value: VariableFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'value') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const problems = validateVariableForm(values, editing);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const saved = variable ? await api.variables.update(variable.id, toVariableUpdate(values)) : await api.variables.create(toVariableCreate(values));
      toasts.succeeded(t(editing ? 'updated' : 'created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      toasts.failed(t(editing ? 'updateFailed' : 'createFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  const valueProps = {
    label: t('form.value'),
    placeholder: keepsStoredValue(values, editing) ? t('form.keepValue') : t('form.valuePlaceholder'),
    description: credential ? t('form.credentialHint') : undefined,
    withAsterisk: !keepsStoredValue(values, editing),
    value: values.value,
    error: errors.value,
    onChange: (event: { currentTarget: { value: string } }) => change('value', event.currentTarget.value),
  };

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onClose} saving={saving} submitLabel={t(editing ? 'common:save' : 'common:create')}>
      <Tabs value={values.type} onChange={(type) => type && change('type', type as VariableTypeValue)}>
        <Tabs.List aria-label={t('form.type')} grow>
          {[VariableType.CREDENTIAL, VariableType.GENERIC].map((type) => (
            <Tabs.Tab key={type} value={type} disabled={editing}>
              {t(`type.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        withAsterisk
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.currentTarget.value)}
      />
      {credential ? <PasswordInput {...valueProps} autoComplete="new-password" /> : <Textarea {...valueProps} autosize minRows={2} maxRows={8} />}
      <TagsInput
        label={t('form.defaultFields')}
        placeholder={t('form.defaultFieldsPlaceholder')}
        description={t('form.defaultFieldsHint')}
        data={fieldOptions}
        value={values.defaultFields}
        onChange={(fields) => change('defaultFields', fields)}
        clearable
      />
    </DialogForm>
  );
}
