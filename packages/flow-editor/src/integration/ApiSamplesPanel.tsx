// API integration, 嵌入代码参考 (spec/3 "Integration screens"): the run endpoint called from Python,
// JavaScript and cURL, with the x-api-key header unless the server is in auto-login mode (spec/3
// section 6), and a link to the API documentation at /docs. The samples on screen show the key
// masked; copying one puts the full key in, so it runs as pasted.
import { API_KEY_PLACEHOLDER, runEndpoint, runSamples, type RunSamples } from '@app/api-client';
import { Alert, Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { CopyableCode } from './CopyableCode';
import { KeyPicker } from './KeyPicker';
import type { KeyChoice } from './useKeyChoice';

export interface ApiSamplesPanelProps {
  flowId: string;
  /** The API keys of the user for the app and the one chosen. */
  keys: KeyChoice;
  /** Opens the API keys page. */
  onManageKeys(): void;
}

const LANGUAGES: ReadonlyArray<{ value: keyof RunSamples; label: string }> = [
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'curl', label: 'cURL' },
];

export function ApiSamplesPanel({ flowId, keys, onManageKeys }: ApiSamplesPanelProps) {
  const { t } = useTranslation('integration');
  const { api, publicOrigin, autoLogin } = useFlowEditor();
  const keyless = autoLogin();
  const input = t('samples.input');
  const chosen = keys.chosen;
  const shown = runSamples({ host: publicOrigin, flowId, input, apiKey: keyless ? null : (chosen?.api_key ?? API_KEY_PLACEHOLDER) });
  const full = async (language: keyof RunSamples) => {
    const apiKey = keyless ? null : chosen ? await api.apiKeys.display(chosen.id) : API_KEY_PLACEHOLDER;
    return runSamples({ host: publicOrigin, flowId, input, apiKey })[language];
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('samples.intro')}</Text>
        <Anchor href={`${publicOrigin}/docs`} target="_blank" rel="noopener" size="sm">
          <Group gap={4} wrap="nowrap">
            {t('samples.docs')}
            <IconExternalLink size={14} />
          </Group>
        </Anchor>
      </Group>
      <Text size="sm">
        {t('samples.endpoint')}: <code>POST {runEndpoint(publicOrigin, flowId)}</code>
      </Text>
      {keyless ? (
        <Alert color="blue">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('samples.autoLogin')}</Text>
            <Anchor component="button" type="button" size="sm" onClick={onManageKeys}>
              {t('samples.manageKeys')}
            </Anchor>
          </Group>
        </Alert>
      ) : (
        <>
          <KeyPicker kind="api" choice={keys} onManage={onManageKeys} manageLabel={t('samples.manageKeys')} />
          {chosen && (
            <Text size="xs" c="dimmed">
              {t('samples.copyHint')}
            </Text>
          )}
        </>
      )}
      <Tabs defaultValue="python" variant="outline" keepMounted={false}>
        <Tabs.List>
          {LANGUAGES.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGUAGES.map(({ value, label }) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            <CopyableCode label={label} code={shown[value]} copyLabel={t('samples.copy')} copyText={() => full(value)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
