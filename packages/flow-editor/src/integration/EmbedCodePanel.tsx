// Web integration, 嵌入代码参考 and 外链分发 (spec/3 "Integration screens"): the script snippet for
// the end of a site's <body> and the link of the embedded chat page, both made with a channel code
// of the app. On screen the code is masked; copying puts the full one in.
import { embedChatUrl, embedSnippet } from '@app/api-client';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { CopyableCode } from './CopyableCode';
import { KeyPicker } from './KeyPicker';
import type { KeyChoice } from './useKeyChoice';

export interface EmbedPanelProps {
  storeId: string;
  /** The channel codes of the app and the one chosen. */
  channels: KeyChoice;
  /** Opens the channel codes screen. */
  onManageChannels(): void;
}

function useFullCode(channels: KeyChoice) {
  const { api } = useFlowEditor();
  const chosen = channels.chosen;
  return chosen ? () => api.apiKeys.display(chosen.id) : null;
}

export function EmbedCodePanel({ storeId, channels, onManageChannels }: EmbedPanelProps) {
  const { t } = useTranslation('integration');
  const { publicOrigin } = useFlowEditor();
  const fullCode = useFullCode(channels);
  return (
    <Stack gap="md">
      <Text size="sm">{t('embed.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('embed.channelHint')}
      </Text>
      <KeyPicker kind="channel" choice={channels} onManage={onManageChannels} manageLabel={t('embed.manageChannels')} />
      {channels.chosen && fullCode && (
        <CopyableCode
          label={t('webTabs.embed')}
          code={embedSnippet(publicOrigin, storeId, channels.chosen.api_key)}
          copyLabel={t('embed.copy')}
          copyText={async () => embedSnippet(publicOrigin, storeId, await fullCode())}
        />
      )}
    </Stack>
  );
}

export function ExternalLinkPanel({ storeId, channels, onManageChannels }: EmbedPanelProps) {
  const { t } = useTranslation('integration');
  const { publicOrigin } = useFlowEditor();
  const fullCode = useFullCode(channels);
  return (
    <Stack gap="md">
      <Text size="sm">{t('link.intro')}</Text>
      <KeyPicker kind="channel" choice={channels} onManage={onManageChannels} manageLabel={t('embed.manageChannels')} />
      {channels.chosen && fullCode && (
        <CopyableCode
          label={t('link.label')}
          code={embedChatUrl(publicOrigin, storeId, channels.chosen.api_key)}
          copyLabel={t('link.copy')}
          copyText={async () => embedChatUrl(publicOrigin, storeId, await fullCode())}
        />
      )}
    </Stack>
  );
}
