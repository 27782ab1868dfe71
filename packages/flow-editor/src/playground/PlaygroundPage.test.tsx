// The standalone playground names a flow's built-in components in the UI language: the owner's from
// the catalogue (a flow made from a template stores Chinese names); a visitor's page has no
// catalogue, the public flow read gives them already in the visitor's language.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryComponentsApi } from '../testing/memoryComponentsApi';
import { sessionStoragePlaygroundMessages } from './playgroundMessages';
import { PlaygroundPage } from './PlaygroundPage';

function setup(isPublic: boolean) {
  const components = createMemoryComponentsApi();
  const all = vi.spyOn(components, 'all');
  const flow = testFlowRecord(templateData(), { id: 'flow-1', name: 'Assistant' });
  renderFlowEditor(<PlaygroundPage flow={flow} isPublic={isPublic} makeSource={(id) => sessionStoragePlaygroundMessages(id)} />, { components }, { locale: 'en' });
  return { all };
}

describe('PlaygroundPage in English', () => {
  it('names the owner’s built-in components in English though the flow stores Chinese names', async () => {
    const { all } = setup(false);
    expect(await screen.findByText('Chat Input')).toBeTruthy();
    expect(screen.queryByText('聊天输入')).toBeNull();
    expect(all).toHaveBeenCalledWith({ language: 'en' });
  });

  it('asks no catalogue for a visitor, whose flow comes in their language', async () => {
    const { all } = setup(true);
    await waitFor(() => expect(screen.getByText('聊天输入')).toBeTruthy());
    expect(all).not.toHaveBeenCalled();
  });
});
