import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogFormProps {
  onSubmit(): void;
  onCancel(): void;
  /** While true the submit button is busy and 取消 disabled. */
  saving?: boolean;
  /** 保存 unless given. */
  submitLabel?: string;
  children: ReactNode;
}

/** The form of a drawer or modal: its fields, then 取消 and the submit button. Fields are checked by the form's own rules. */
export function DialogForm({ onSubmit, onCancel, saving = false, submitLabel, children }: DialogFormProps) {
  const { t } = useTranslation('common');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel ?? t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
