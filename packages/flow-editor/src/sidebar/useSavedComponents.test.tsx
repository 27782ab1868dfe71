import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { useSavedComponents } from './useSavedComponents';

describe('useSavedComponents', () => {
  it('keeps its empty list when the user has none, so the sidebar is not ordered and drawn again on open', async () => {
    const workspace = createMemoryWorkspaceApi({ flows: [] });
    let answer: (flows: never[]) => void = () => undefined;
    const all = vi.spyOn(workspace.flows, 'all').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const seen = new Set<unknown>();
    function Probe() {
      seen.add(useSavedComponents().flows);
      return null;
    }
    renderFlowEditor(<Probe />, { flows: workspace.flows });
    await waitFor(() => expect(all).toHaveBeenCalled());
    await act(async () => answer([]));
    expect(seen.size).toBe(1);
  });
});
