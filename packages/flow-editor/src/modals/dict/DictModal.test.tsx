import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../../test/render';
import { editorView, replaceEditorText } from '../codeEditor/editorTestUtils';
import { DictModal } from './DictModal';
import { parseDict } from './dictText';

function open(value: unknown = { Accept: 'application/json' }) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const view = renderFlowEditor(<DictModal opened title="请求头" value={value} onClose={onClose} onSave={onSave} />);
  return { ...view, onSave, onClose };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('parseDict', () => {
  it.each([
    ['an object', '{"a": 1}', { a: 1 }],
    ['an empty object', '{}', {}],
    ['broken JSON', '{"a": }', null],
    ['an array', '[1, 2]', null],
    ['null', 'null', null],
    ['a string', '"text"', null],
  ])('%s', (_case, text, result) => {
    expect(parseDict(text)).toEqual(result);
  });
});

describe('dict modal', () => {
  it('shows the value as indented JSON', async () => {
    open();
    expect((await editorView('字典')).state.doc.toString()).toBe('{\n  "Accept": "application/json"\n}');
  });

  it('saves the edited object', async () => {
    const { onSave, onClose } = open();
    await replaceEditorText('字典', '{"Authorization": "Bearer x"}');
    save();
    expect(onSave).toHaveBeenCalledWith({ Authorization: 'Bearer x' });
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['invalid JSON', '{"a": '],
    ['a JSON array', '["a"]'],
  ])('refuses %s with the dictionary toast and stays open', async (_case, text) => {
    const { onSave, onClose, notify } = open();
    await replaceEditorText('字典', text);
    save();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '获取字典出错', list: ['请检查字典格式'] });
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
