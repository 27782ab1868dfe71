// Decorator for stories of the flow editor's screens: a FlowEditorProvider over an in-memory API
// whose toasts show as Mantine notifications.
import { Notifications, notifications } from '@mantine/notifications';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { FlowEditorProvider, type FlowEditorApi, type FlowEditorNotification } from '../context/FlowEditorProvider';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';

const colour: Record<FlowEditorNotification['kind'], string> = { error: 'red', notice: 'blue', success: 'green' };

function showNotification({ kind, title, list }: FlowEditorNotification) {
  notifications.show({ color: colour[kind], title, message: list?.join('\n') ?? '', autoClose: 5000 });
}

/**
 * `makeApi` builds the calls the story replaces; the others are the in-memory defaults (sample
 * variables, the built-in catalogue, one empty folder). Built once per story. `autoLogin`: the
 * server's AUTO_LOGIN mode.
 */
export function withFlowEditor(makeApi: () => Partial<FlowEditorApi> = () => ({}), { autoLogin = false }: { autoLogin?: boolean } = {}): Decorator {
  const isAutoLogin = () => autoLogin;
  function WithFlowEditor({ Story }: { Story: () => React.ReactNode }) {
    const [api] = useState<FlowEditorApi>(() => ({ ...createMemoryFlowEditorApi(), ...makeApi() }));
    return (
      <FlowEditorProvider api={api} notify={showNotification} autoLogin={isAutoLogin}>
        <Notifications position="top-right" />
        <Story />
      </FlowEditorProvider>
    );
  }
  return (Story) => <WithFlowEditor Story={Story} />;
}
