// The voice assistant panel (spec/2 sections 2 and 4), loaded when the input's voice control is
// first used: the 30-bar waveform, the state (connected, recording, muted, closed), what was heard
// and answered, mute, close, what went wrong (with the server's reason in the reader's language),
// and the settings where the page has a signed-in user. The spoken turn and its answer are stored
// by the server and appear in the chat through `onTurnDone`.
import { ActionIcon, Alert, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconMicrophone, IconMicrophoneOff, IconSettings, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodedWording } from '../codedWording';
import type { ChatVoice } from './chatVoice';
import { useVoiceAssistant } from './useVoiceAssistant';
import { readVoiceSettings, writeVoiceSettings, type VoiceSettings } from './voiceSettings';
import { VoiceSettingsForm } from './VoiceSettingsForm';
import { addVoiceTexts } from './voiceTexts';
import { Waveform } from './Waveform';

export interface VoiceAssistantPanelProps {
  voice: ChatVoice;
  sessionId: string;
  onTurnDone(): void;
  onClose(): void;
}

export function VoiceAssistantPanel({ voice, sessionId, onTurnDone, onClose }: VoiceAssistantPanelProps) {
  const { i18n } = useTranslation();
  addVoiceTexts(i18n);
  const { t } = useTranslation('voice');
  const [settings, setSettings] = useState<VoiceSettings>(readVoiceSettings);
  const [showSettings, setShowSettings] = useState(false);
  const assistant = useVoiceAssistant({ voice, sessionId, settings, onTurnDone });
  const word = useCodedWording(assistant.error?.reason !== undefined);
  const { state } = assistant;
  const change = (next: VoiceSettings) => {
    setSettings(next);
    writeVoiceSettings(next);
  };
  const muted = state === 'muted';

  return (
    <Paper withBorder shadow="md" radius="md" p="sm" w={340} data-testid="voice-assistant" data-state={state} data-played-chunks={assistant.playedChunks}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {showSettings && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('assistant.back')} onClick={() => setShowSettings(false)}>
              <IconArrowLeft size={16} />
            </ActionIcon>
          )}
          <Text fw={600} size="sm" style={{ flex: 1 }}>
            {showSettings ? t('assistant.settings') : t('assistant.title')}
          </Text>
          {!showSettings && voice.keys && (
            <Tooltip label={t('assistant.settings')} withinPortal={false}>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('assistant.settings')} onClick={() => setShowSettings(true)}>
                <IconSettings size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('assistant.close')} withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('assistant.close')} onClick={onClose}>
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {showSettings && voice.keys ? (
          <VoiceSettingsForm keys={voice.keys} settings={settings} onChange={change} />
        ) : (
          <>
            <Waveform bars={assistant.bars} active={state === 'recording'} label={t('assistant.waveform')} />
            <Text size="sm" c="dimmed" role="status" data-testid="voice-state">
              {assistant.speaking ? t('assistant.speaking') : t(`assistant.states.${state}`)}
            </Text>
            {assistant.transcript && (
              <Text size="sm" data-testid="voice-transcript" data-user-content="">
                {assistant.transcript}
              </Text>
            )}
            {assistant.reply && (
              <Text size="sm" c="dimmed" lineClamp={3} data-user-content="">
                {assistant.reply}
              </Text>
            )}
            {assistant.error && (
              <Alert color="red" p="xs" role="alert">
                <Text size="xs">{t(assistant.error.key)}</Text>
                {/* The reason in the reader's language, worded as the typed chat words a failed run's (failureNotice). */}
                {assistant.error.reason && word && (
                  <Text size="xs" mt={4} style={{ whiteSpace: 'pre-line' }} data-testid="voice-error-reason">
                    {word(assistant.error.reason)}
                  </Text>
                )}
              </Alert>
            )}
            {!voice.keys && assistant.error && (
              <Text size="xs" c="dimmed">
                {t('assistant.noSettings')}
              </Text>
            )}
            <Box>
              {state === 'closed' ? (
                <Button size="xs" variant="light" onClick={assistant.reconnect}>
                  {t('assistant.reconnect')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant={muted ? 'filled' : 'light'}
                  color={muted ? 'red' : undefined}
                  leftSection={muted ? <IconMicrophoneOff size={14} /> : <IconMicrophone size={14} />}
                  onClick={muted ? assistant.unmute : assistant.mute}
                  disabled={state === 'connecting'}
                >
                  {muted ? t('assistant.unmute') : t('assistant.mute')}
                </Button>
              )}
            </Box>
          </>
        )}
      </Stack>
    </Paper>
  );
}
