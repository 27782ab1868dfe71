import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { FlowStoreProvider } from './FlowStoreProvider';
import { useOutdatedNodeIds } from './outdated';
import { createTestFlowStore, nodeIdOf, testCatalogue } from './testFlowStore';

it('re-renders with the outdated ids when the catalogue changes', () => {
  const store = createTestFlowStore();
  const wrapper = ({ children }: { children: ReactNode }) => <FlowStoreProvider store={store}>{children}</FlowStoreProvider>;
  const { result } = renderHook(() => useOutdatedNodeIds(), { wrapper });
  expect(result.current).toEqual([]);
  const chatInput = testCatalogue.ChatInput;
  if (!chatInput) throw new Error('fixture');
  act(() => store.getState().setComponents({ ...testCatalogue, ChatInput: { ...chatInput, template: { ...chatInput.template, code: { type: 'code', show: true, value: '# v2' } } } }));
  expect(result.current).toEqual([nodeIdOf(store, 'ChatInput')]);
});
