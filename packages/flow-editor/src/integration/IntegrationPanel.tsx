// The editor's 集成 tab (spec/3 "Embed tab" and "Integration screens"): web integration (embed
// code reference, external link distribution, channel codes), API integration (code samples,
// API keys) and MCP (the app as a tool of MCP clients, issue 22) for the app of the flow.
import type { FlowStore } from '@app/api-client';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiSamplesPanel } from './ApiSamplesPanel';
import { EmbedCodePanel, ExternalLinkPanel } from './EmbedCodePanel';
import { KeyListPanel } from './KeyListPanel';
import { McpPanel } from './McpPanel';
import { useKeyChoice } from './useKeyChoice';
import { useStoreOfFlow } from './useStoreOfFlow';

export type IntegrationTab = 'web' | 'api' | 'mcp';
export type WebTab = 'embed' | 'link' | 'channels';
export type ApiTab = 'samples' | 'keys';

export interface IntegrationPanelProps {
  flowId: string;
  /** The tabs open at first (default: web, its embed code). */
  initialTab?: IntegrationTab;
  initialWebTab?: WebTab;
  initialApiTab?: ApiTab;
}

export function IntegrationPanel({ flowId, ...tabs }: IntegrationPanelProps) {
  const { t } = useTranslation('integration');
  const { load, retry } = useStoreOfFlow(flowId);
  return (
    <Center h="100%" p="lg" style={{ alignItems: 'flex-start', overflow: 'auto' }}>
      <Paper withBorder p="xl" w="100%" maw={1120}>
        {load.status === 'ready' ? (
          <IntegrationTabs flowId={flowId} store={load.store} {...tabs} />
        ) : load.status === 'failed' ? (
          <Group justify="space-between">
            <Text size="sm" c="red">
              {t('loadFailed')}
            </Text>
            <Button size="compact-sm" variant="default" onClick={retry}>
              {t('common:retry')}
            </Button>
          </Group>
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        )}
      </Paper>
    </Center>
  );
}

function IntegrationTabs({ flowId, store, initialTab = 'web', initialWebTab = 'embed', initialApiTab = 'samples' }: IntegrationPanelProps & { store: FlowStore }) {
  const { t } = useTranslation('integration');
  const [tab, setTab] = useState<IntegrationTab>(initialTab);
  const [webTab, setWebTab] = useState<WebTab>(initialWebTab);
  const [apiTab, setApiTab] = useState<ApiTab>(initialApiTab);
  // Bumped when keys change on their screens, so the pickers of the snippets read them again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((count) => count + 1);
  const channels = useKeyChoice(store.id, 'channel', version);
  const apiKeys = useKeyChoice(store.id, 'api', version);
  const manageChannels = () => setWebTab('channels');
  return (
    <Stack gap="md">
      {store.status_type !== 'published' && (
        <Alert color="orange" icon={<IconAlertTriangle size={16} />}>
          {t('unpublished')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value as IntegrationTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="web">{t('tabs.web')}</Tabs.Tab>
          <Tabs.Tab value="api">{t('tabs.api')}</Tabs.Tab>
          <Tabs.Tab value="mcp">{t('tabs.mcp')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="web" pt="md">
          <Tabs value={webTab} onChange={(value) => value && setWebTab(value as WebTab)} variant="pills" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="embed">{t('webTabs.embed')}</Tabs.Tab>
              <Tabs.Tab value="link">{t('webTabs.link')}</Tabs.Tab>
              <Tabs.Tab value="channels">{t('webTabs.channels')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="embed" pt="md">
              <EmbedCodePanel storeId={store.id} channels={channels} onManageChannels={manageChannels} />
            </Tabs.Panel>
            <Tabs.Panel value="link" pt="md">
              <ExternalLinkPanel storeId={store.id} channels={channels} onManageChannels={manageChannels} />
            </Tabs.Panel>
            <Tabs.Panel value="channels" pt="md">
              <KeyListPanel kind="channel" storeId={store.id} onChanged={changed} />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="api" pt="md">
          <Tabs value={apiTab} onChange={(value) => value && setApiTab(value as ApiTab)} variant="pills" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="samples">{t('apiTabs.samples')}</Tabs.Tab>
              <Tabs.Tab value="keys">{t('apiTabs.keys')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="samples" pt="md">
              <ApiSamplesPanel flowId={flowId} keys={apiKeys} onManageKeys={() => setApiTab('keys')} />
            </Tabs.Panel>
            <Tabs.Panel value="keys" pt="md">
              <KeyListPanel kind="api" storeId={store.id} onChanged={changed} />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="mcp" pt="md">
          <McpPanel
            flowId={flowId}
            store={store}
            keys={apiKeys}
            onManageKeys={() => {
              setTab('api');
              setApiTab('keys');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
