import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../../test/render';
import { TextModal } from './TextModal';

function open(readonly = false) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderFlowEditor(<TextModal opened title="系统消息" value="你是一名助手。" readonly={readonly} onClose={onClose} onSave={onSave} />);
  return { onSave, onClose };
}

describe('text modal', () => {
  it('saves the edited text and closes', () => {
    const { onSave, onClose } = open();
    fireEvent.change(screen.getByRole('textbox', { name: '系统消息' }), { target: { value: '你是一名翻译。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith('你是一名翻译。');
    expect(onClose).toHaveBeenCalled();
  });

  it('cancel leaves without saving', () => {
    const { onSave, onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is a viewer when read-only', () => {
    open(true);
    expect(screen.getByRole('textbox', { name: '系统消息' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText('只读')).toBeTruthy();
  });
});
