// The voice assistant's settings (spec/2 section 2): the speech provider's key (OPENAI_API_KEY) and
// the voice provider's (ELEVENLABS_API_KEY), saved as the user's secret variables; the provider
// and voice (ElevenLabs voices once its key is saved); the microphone; the preferred language.
// The choices are this browser's, kept in localStorage.
import { OPENAI_VOICES, VOICE_DEFAULTS, VOICE_KEY_VARIABLES, type ElevenLabsVoice } from '@app/api-client';
import { Select, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatVoiceKeys } from './chatVoice';
import { listMicrophones } from './microphone';
import { VoiceKeyField } from './VoiceKeyField';
import { elevenLabsVoices, saveKey, savedKeyNames } from './voiceKeys';
import { VOICE_LANGUAGES, type VoiceSettings } from './voiceSettings';

export interface VoiceSettingsFormProps {
  keys: ChatVoiceKeys;
  settings: VoiceSettings;
  onChange(settings: VoiceSettings): void;
}

export function VoiceSettingsForm({ keys, settings, onChange }: VoiceSettingsFormProps) {
  const { t } = useTranslation('voice');
  const [saved, setSaved] = useState<Set<string>>(new Set());
  const [voices, setVoices] = useState<ElevenLabsVoice[] | null>(null);
  const [voicesFailed, setVoicesFailed] = useState(false);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const hasVoiceKey = saved.has(VOICE_KEY_VARIABLES.voice);

  const readSaved = useCallback(() => savedKeyNames(keys).then(setSaved, () => undefined), [keys]);
  useEffect(() => {
    void readSaved();
    listMicrophones().then(setMicrophones, () => undefined);
  }, [readSaved]);
  useEffect(() => {
    if (!hasVoiceKey) return;
    elevenLabsVoices(keys).then(setVoices, () => setVoicesFailed(true));
  }, [keys, hasVoiceKey]);

  const save = (name: string) => async (value: string) => {
    await saveKey(keys, name, value);
    await readSaved();
  };
  const voiceOptions =
    settings.provider === 'elevenlabs'
      ? (voices ?? []).map((voice) => ({ value: voice.voice_id, label: voice.name }))
      : OPENAI_VOICES.map((voice) => ({ value: voice, label: voice }));
  const setProvider = (provider: VoiceSettings['provider']) =>
    onChange({ ...settings, provider, voice: provider === 'openai' ? VOICE_DEFAULTS.voice : (voices?.[0]?.voice_id ?? '') });

  return (
    <Stack gap="xs" data-testid="voice-settings">
      <VoiceKeyField label={t('settings.speechKey')} saved={saved.has(VOICE_KEY_VARIABLES.speech)} onSave={save(VOICE_KEY_VARIABLES.speech)} />
      <VoiceKeyField label={t('settings.voiceKey')} saved={hasVoiceKey} onSave={save(VOICE_KEY_VARIABLES.voice)} />
      <Select
        size="xs"
        label={t('settings.provider')}
        data={[
          { value: 'openai', label: t('settings.providers.openai') },
          { value: 'elevenlabs', label: t('settings.providers.elevenlabs'), disabled: !hasVoiceKey },
        ]}
        value={settings.provider}
        onChange={(value) => value && setProvider(value as VoiceSettings['provider'])}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        size="xs"
        label={t('settings.voice')}
        data={voiceOptions}
        value={settings.voice}
        onChange={(value) => value && onChange({ ...settings, voice: value })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      {voicesFailed && settings.provider === 'elevenlabs' && (
        <Text size="xs" c="red">
          {t('settings.voicesFailed')}
        </Text>
      )}
      <Select
        size="xs"
        label={t('settings.microphone')}
        data={[{ value: '', label: t('settings.defaultMicrophone') }, ...microphones.filter((device) => device.deviceId !== '' && device.deviceId !== 'default').map((device, index) => ({ value: device.deviceId, label: device.label || `${t('settings.microphone')} ${index + 1}` }))]}
        value={settings.deviceId}
        onChange={(value) => onChange({ ...settings, deviceId: value ?? '' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        size="xs"
        label={t('settings.language')}
        data={VOICE_LANGUAGES.map((language) => ({ value: language, label: t(`settings.languages.${language}`) }))}
        value={settings.language}
        onChange={(value) => value && onChange({ ...settings, language: value })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
    </Stack>
  );
}
