// Create or edit a policy group: name and description (both required, description at most 500
// characters) and who is allowed or denied, picked among user groups and users.
import { ErrorCode, type PolicyGroupRead } from '@app/api-client';
import { DialogForm } from '@app/ui';
import { Alert, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUi } from '../context/AdminUiProvider';
import { hasErrorCode } from '../failureReason';
import { DescriptionField } from '../shared/DescriptionField';
import { SideDrawer } from '../shared/SideDrawer';
import { useToasts } from '../shared/useToasts';
import { EntryMultiSelect } from './EntryMultiSelect';
import { emptyPolicyForm, policyFormErrors, policyFormFrom, toPolicyWrite, type PolicyFormErrors, type PolicyFormValues } from './policyForm';
import { usePolicyEntries } from './usePolicyEntries';

interface PolicyFormDrawerProps {
  opened: boolean;
  /** The policy group to edit; null creates a new one. */
  policy: PolicyGroupRead | null;
  onClose(): void;
  onSaved(policy: PolicyGroupRead): void;
}

export function PolicyFormDrawer({ opened, policy, onClose, onSaved }: PolicyFormDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <SideDrawer opened={opened} onClose={onClose} size="lg" title={t(policy ? 'policies.form.editTitle' : 'policies.form.createTitle')}>
      <PolicyForm key={policy?.id ?? 'new'} policy={policy} onCancel={onClose} onSaved={onSaved} />
    </SideDrawer>
  );
}

function PolicyForm({ policy, onCancel, onSaved }: { policy: PolicyGroupRead | null; onCancel(): void; onSaved(policy: PolicyGroupRead): void }) {
  const { t } = useTranslation('admin');
  const { api } = useAdminUi();
  const toasts = useToasts();
  const entries = usePolicyEntries(policy);
  const [values, setValues] = useState<PolicyFormValues>(() => (policy ? policyFormFrom(policy) : emptyPolicyForm()));
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <F extends keyof PolicyFormValues>(field: F, value: PolicyFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field === 'name' || field === 'description') setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async () => {
    const problems = policyFormErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      onSaved(policy ? await api.policies.update(policy.id, toPolicyWrite(values)) : await api.policies.create(toPolicyWrite(values)));
    } catch (error) {
      if (!policy) toasts.failed(t('policies.createFailed'), error);
      else if (hasErrorCode(error, ErrorCode.DEFAULT_GROUP_PROTECTED)) toasts.failedWith(t('policies.updateFailed'), t('policies.defaultUpdate'));
      else toasts.failed(t('policies.updateFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={() => void submit()} onCancel={onCancel} saving={saving}>
      <TextInput
        label={t('policies.form.name')}
        placeholder={t('policies.form.namePlaceholder')}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name && t(errors.name)}
        withAsterisk
        data-autofocus
      />
      <DescriptionField
        label={t('policies.form.description')}
        placeholder={t('policies.form.descriptionPlaceholder')}
        value={values.description}
        onChange={(description) => set('description', description)}
        error={errors.description && t(errors.description)}
        required
      />
      <EntryMultiSelect label={t('policies.form.allowed')} entries={entries} value={values.allowed} excluded={values.denied} onChange={(keys) => set('allowed', keys)} />
      <EntryMultiSelect label={t('policies.form.denied')} entries={entries} value={values.denied} excluded={values.allowed} onChange={(keys) => set('denied', keys)} />
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} p="xs">
        {t('policies.form.conflictRule')}
      </Alert>
    </DialogForm>
  );
}
