import { ApiError, type ComponentsApi } from '@app/api-client';
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../../test/render';
import { createMemoryComponentsApi, sampleCatalogue } from '../../testing/memoryComponentsApi';
import { editorView, replaceEditorText } from '../codeEditor/editorTestUtils';
import { PromptModal, type PromptModalProps } from './PromptModal';
import { PromptVariableBadge } from './PromptVariableBadge';

const promptNode: ComponentNode = sampleCatalogue.prompts!.Prompt!;

function open(props: Partial<PromptModalProps> = {}, components: ComponentsApi = createMemoryComponentsApi()) {
  const onSave = vi.fn<PromptModalProps['onSave']>();
  const onClose = vi.fn();
  const view = renderFlowEditor(
    <PromptModal opened value="Answer {question} in {language}." fieldName="template" node={promptNode} onClose={onClose} onSave={onSave} {...props} />,
    { components },
  );
  return { ...view, onSave, onClose };
}

const variableList = () => within(screen.getByRole('group', { name: '提示词变量' }));
const checkAndSave = () => fireEvent.click(screen.getByRole('button', { name: 'Check & Save' }));

describe('prompt modal', () => {
  it('highlights single-brace variables, not doubled braces', async () => {
    open({ value: 'Use {topic}, not {{literal}}.' });
    await editorView('提示词');
    const marked = [...document.querySelectorAll('.cm-prompt-variable')].map((element) => element.textContent);
    expect(marked).toEqual(['{topic}']);
  });

  it('lists the variables while typing', async () => {
    open();
    expect(variableList().getByText('question')).toBeTruthy();
    expect(variableList().getByText('language')).toBeTruthy();
    await replaceEditorText('提示词', 'Say {greeting}');
    expect(variableList().getByText('greeting')).toBeTruthy();
    expect(variableList().queryByText('question')).toBeNull();
    expect(document.querySelectorAll('.cm-prompt-variable')).toHaveLength(1);
  });

  it('cuts a long variable badge to 56 characters and an ellipsis', () => {
    renderFlowEditor(<PromptVariableBadge name={'v'.repeat(70)} />);
    expect(screen.getByText(`${'v'.repeat(56)}...`)).toBeTruthy();
  });

  it('sends the template to validate/prompt and saves the answered node', async () => {
    const components = createMemoryComponentsApi();
    const validate = vi.spyOn(components, 'validatePrompt');
    const { onSave, onClose, notify } = open({}, components);
    await replaceEditorText('提示词', 'Translate {text}');
    checkAndSave();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(validate).toHaveBeenCalledWith({ name: 'template', template: 'Translate {text}', frontend_node: promptNode });
    const [value, node] = onSave.mock.calls[0]!;
    expect(value).toBe('Translate {text}');
    expect((node.template.text as TemplateField).type).toBe('str');
    expect((node.template.template as TemplateField).value).toBe('Translate {text}');
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '提示词已就绪' });
    expect(onClose).toHaveBeenCalled();
  });

  it('gives a notice when the template has no variables', async () => {
    const { onSave, notify } = open();
    await replaceEditorText('提示词', 'No variables at all, only {{braces}}');
    expect(variableList().getByText('暂无变量')).toBeTruthy();
    checkAndSave();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '模板中没有变量' });
  });

  it('shows the server detail of a refused prompt and stays open', async () => {
    const components = createMemoryComponentsApi();
    vi.spyOn(components, 'validatePrompt').mockRejectedValue(
      new ApiError({ status: 400, path: '/api/v1/validate/prompt', message: 'HTTP 400', detail: 'Invalid variables: a b' }),
    );
    const { onSave, onClose, notify } = open({}, components);
    checkAndSave();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '提示词有问题', list: ['Invalid variables: a b'] }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is read-only when asked', async () => {
    open({ readonly: true });
    expect(screen.queryByRole('button', { name: 'Check & Save' })).toBeNull();
    expect((await editorView('提示词')).state.readOnly).toBe(true);
    expect(variableList().getByText('question')).toBeTruthy();
  });
});
