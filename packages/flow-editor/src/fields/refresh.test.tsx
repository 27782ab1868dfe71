import type { ComponentsApi } from '@app/api-client';
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryComponentsApi } from '../testing/memoryComponentsApi';
import { catalogueNode, FieldHarness } from './FieldHarness';

function withUpdateSpy() {
  const components: ComponentsApi = createMemoryComponentsApi();
  const updateTemplate = vi.spyOn(components, 'updateTemplate');
  return { components, updateTemplate };
}

describe('template refresh', () => {
  afterEach(() => vi.useRealTimers());

  it('asks custom_component/update once, 1000 ms after the last change of a real-time field', async () => {
    vi.useFakeTimers();
    const { components, updateTemplate } = withUpdateSpy();
    const onNodeChange = vi.fn();
    const node = catalogueNode('models', 'OpenAIModel');
    const label = (node.template.provider as TemplateField).display_name!;
    renderFlowEditor(<FieldHarness node={node} name="provider" onNodeChange={onNodeChange} />, { components });
    for (const option of ['DeepSeek', 'OpenAI', 'DeepSeek']) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      fireEvent.click(screen.getByRole('option', { name: option }));
      act(() => vi.advanceTimersByTime(500));
    }
    expect(updateTemplate).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(updateTemplate).toHaveBeenCalledTimes(1);
    expect(updateTemplate.mock.calls[0]![0]).toMatchObject({ field: 'provider', field_value: 'DeepSeek' });
    expect((updateTemplate.mock.calls[0]![0].template.provider as TemplateField).value).toBe('DeepSeek');
    expect(onNodeChange).toHaveBeenCalledTimes(1);
  });

  it('the refresh button sends the field and its value and hands the node on', async () => {
    const { components, updateTemplate } = withUpdateSpy();
    const onNodeChange = vi.fn();
    const node = catalogueNode('models', 'OpenAIModel');
    renderFlowEditor(<FieldHarness node={node} name="model_name" onNodeChange={onNodeChange} />, { components });
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(onNodeChange).toHaveBeenCalled());
    const model = node.template.model_name as TemplateField;
    expect(updateTemplate).toHaveBeenCalledWith({
      code: (node.template.code as TemplateField).value,
      template: node.template,
      field: 'model_name',
      field_value: model.value,
    });
    expect((onNodeChange.mock.lastCall![0] as ComponentNode).display_name).toBe(node.display_name);
  });

  it('reports a refused refresh', async () => {
    const components: ComponentsApi = { ...createMemoryComponentsApi(), updateTemplate: async () => Promise.reject(new Error('offline')) };
    const { notify } = renderFlowEditor(<FieldHarness node={catalogueNode('models', 'OpenAIModel')} name="model_name" />, { components });
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '更新组件时出错', list: ['更新组件时发生错误。'] }));
  });
});
