// Built-in nodes stored with Chinese texts (a template, a flow made in Chinese) show the texts of
// the UI language, switch with it, and keep what the user named them.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryComponentsApi } from '../testing/memoryComponentsApi';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { FlowEditorPage } from './FlowEditorPage';

function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <button type="button" onClick={() => void i18n.changeLanguage(i18n.language === 'en' ? 'zh' : 'en')}>
      switch language
    </button>
  );
}

function setup(flow: FlowRecord, locale: 'zh' | 'en') {
  const workspace = createMemoryWorkspaceApi({ flows: [flow] });
  const components = createMemoryComponentsApi();
  const all = vi.spyOn(components, 'all');
  renderFlowEditor(
    <div style={{ width: 1400, height: 900 }}>
      <LanguageSwitch />
      <FlowEditorPage flowId={flow.id} onBack={vi.fn()} onFlowMissing={vi.fn()} onOpenFlow={vi.fn()} />
    </div>,
    { flows: workspace.flows, folders: workspace.folders, components },
    { locale },
  );
  return { all };
}


describe('built-in nodes in the UI language', () => {
  it('shows a node stored in Chinese with its English name, field labels and output names', async () => {
    const { all } = setup(testFlowRecord(templateData(), { id: 'flow-1', name: 'Assistant' }), 'en');
    expect(await screen.findByText('Chat Input')).toBeTruthy();
    expect(screen.getByText('Input Text')).toBeTruthy();
    expect(screen.getByText('Chat Message')).toBeTruthy();
    expect(screen.queryByText('聊天输入')).toBeNull();
    expect(screen.queryByText('输入文本')).toBeNull();
    expect(all).toHaveBeenCalledWith({ language: 'en' });
  });

  it('switches the nodes’ texts with the UI language', async () => {
    setup(testFlowRecord(templateData(), { id: 'flow-1', name: '助手' }), 'zh');
    expect(await screen.findByText('聊天输入')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'switch language' }));
    expect(await screen.findByText('Chat Input')).toBeTruthy();
    expect(screen.getByText('Input Text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'switch language' }));
    expect(await screen.findByText('聊天输入')).toBeTruthy();
  });

  it('keeps the name the user gave a node', async () => {
    const data = templateData();
    const chatInput = data.nodes.find((node) => node.data.type === 'ChatInput') as GenericNode;
    chatInput.data.node.display_name = '客户提问';
    setup(testFlowRecord(data, { id: 'flow-1', name: 'Assistant' }), 'en');
    expect(await screen.findByText('客户提问')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Input Text')).toBeTruthy());
    expect(screen.queryByText('Chat Input')).toBeNull();
  });
});
