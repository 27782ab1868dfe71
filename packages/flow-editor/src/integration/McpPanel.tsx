// MCP integration of the 集成 tab (issue 22): the app's tool name and description, the endpoints an
// MCP client connects to (every app the key may use, or this folder's, as Langflow serves projects)
// and a ready configuration for common clients with the chosen API key: masked on screen, copied in full.
import { API_KEY_PLACEHOLDER, MCP_SERVER_NAME, mcpClientConfigs, mcpEndpoints, mcpServerName, type FlowStore, type McpClientConfigs } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { Center, Divider, Loader, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { CopyableCode } from './CopyableCode';
import { KeyPicker } from './KeyPicker';
import { McpToolForm } from './McpToolForm';
import type { KeyChoice } from './useKeyChoice';

export interface McpPanelProps {
  flowId: string;
  store: FlowStore;
  /** The API keys of the user and the one chosen. */
  keys: KeyChoice;
  onManageKeys(): void;
}

type Scope = 'all' | 'folder';

const CLIENTS: ReadonlyArray<{ value: keyof McpClientConfigs; label: string }> = [
  { value: 'cursor', label: 'Cursor' },
  { value: 'claudeDesktop', label: 'Claude Desktop' },
];

/** The flow (its tool fields, folder) and its folder's name, which names the folder's server. */
function useFlowAndFolder(flowId: string): { flow: FlowRecord | null; folderName: string; setFlow(flow: FlowRecord): void } {
  const { api } = useFlowEditor();
  const [flow, setFlow] = useState<FlowRecord | null>(null);
  const [folderName, setFolderName] = useState('');
  useEffect(() => {
    let live = true;
    void api.flows.get(flowId).then(async (found) => {
      if (!live) return;
      setFlow(found);
      const folder = (await api.folders.list()).find((candidate) => candidate.id === found.folder_id);
      if (live) setFolderName(folder?.name ?? '');
    });
    return () => {
      live = false;
    };
  }, [api, flowId]);
  return { flow, folderName, setFlow };
}

export function McpPanel({ flowId, store, keys, onManageKeys }: McpPanelProps) {
  const { t } = useTranslation('integration');
  const { api, publicOrigin } = useFlowEditor();
  const { flow, folderName, setFlow } = useFlowAndFolder(flowId);
  const [scope, setScope] = useState<Scope>('all');
  if (!flow) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  const inFolder = scope === 'folder' && flow.folder_id !== null;
  const endpoints = mcpEndpoints(publicOrigin, inFolder ? flow.folder_id : null);
  const serverName = inFolder ? mcpServerName(folderName) : MCP_SERVER_NAME;
  const chosen = keys.chosen;
  const configs = (apiKey: string) => mcpClientConfigs({ url: endpoints.streamable, serverName, apiKey });
  const shown = configs(chosen?.api_key ?? API_KEY_PLACEHOLDER);
  const full = async (client: keyof McpClientConfigs) => configs(chosen ? await api.apiKeys.display(chosen.id) : API_KEY_PLACEHOLDER)[client];
  return (
    <Stack gap="md">
      <Text size="sm">{t('mcp.intro')}</Text>
      <Title order={5}>{t('mcp.toolTitle')}</Title>
      <McpToolForm key={flow.id} flow={flow} storeId={store.id} onSaved={setFlow} />
      <Divider />
      <Title order={5}>{t('mcp.connectTitle')}</Title>
      <SegmentedControl
        value={scope}
        onChange={(value) => setScope(value as Scope)}
        data={[
          { value: 'all', label: t('mcp.scopeAll') },
          { value: 'folder', label: t('mcp.scopeFolder'), disabled: flow.folder_id === null },
        ]}
        w="fit-content"
      />
      <Text size="xs" c="dimmed">
        {t(inFolder ? 'mcp.scopeFolderHint' : 'mcp.scopeAllHint')}
      </Text>
      <CopyableCode label={t('mcp.streamable')} code={endpoints.streamable} copyLabel={t('mcp.copyUrl')} />
      <Text size="xs" c="dimmed">
        {t('mcp.sseHint')}
      </Text>
      <CopyableCode label={t('mcp.sse')} code={endpoints.sse} copyLabel={t('mcp.copySseUrl')} />
      <KeyPicker kind="api" choice={keys} onManage={onManageKeys} manageLabel={t('samples.manageKeys')} />
      <Tabs defaultValue="cursor" variant="outline" keepMounted={false}>
        <Tabs.List>
          {CLIENTS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CLIENTS.map(({ value, label }) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {t(`mcp.clientHint.${value}`)}
              </Text>
              <CopyableCode label={label} code={shown[value]} copyLabel={t('mcp.copyConfig')} copyText={() => full(value)} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
