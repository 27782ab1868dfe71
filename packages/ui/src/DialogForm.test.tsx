import { renderWithProviders } from '@app/ui-testing';
import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogForm } from './DialogForm';

function setup(props: { saving?: boolean; submitLabel?: string; locale?: 'zh' | 'en' } = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <DialogForm onSubmit={onSubmit} onCancel={onCancel} saving={props.saving} submitLabel={props.submitLabel}>
      <TextInput label="名称" required />
    </DialogForm>,
    { locale: props.locale },
  );
  return { onSubmit, onCancel };
}

describe('DialogForm', () => {
  it('shows its fields, then cancel and save, in the reader’s language', () => {
    setup({ locale: 'en' });
    expect(screen.getByRole('textbox', { name: '名称' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('submits through its own rules: an empty required field does not stop it', () => {
    const { onSubmit, onCancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels without submitting', () => {
    const { onSubmit, onCancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while saving, shows a busy submit button under its own label and disables cancel', () => {
    setup({ saving: true, submitLabel: '创建' });
    expect(screen.getByRole('button', { name: '创建' }).hasAttribute('data-loading')).toBe(true);
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
