import { Box, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useState } from 'react';
import { ChatInput } from '../input/ChatInput';
import { ChatMessageList } from '../messages/ChatMessageList';
import { testChatMessage } from '../testing/chatMessage';
import { ChatVoiceProvider, type ChatVoice } from './chatVoice';
import { VoiceAssistantButton } from './VoiceAssistantButton';
import { readVoiceSettings } from './voiceSettings';
import { VoiceSettingsForm } from './VoiceSettingsForm';
import { storyKeys, storyVoice } from './voiceStoryData';

const messages = [
  testChatMessage({ id: 'q', session_id: 's', text: '用一句话介绍北京' }),
  testChatMessage({ id: 'a', session_id: 's', sender: 'Machine', text: '北京是中国的首都，有三千多年的建城史。' }),
];

const meta = {
  title: 'ChatUi/Voice',
  decorators: [(Story) => <Box p="md" maw={720}>{Story()}</Box>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Replies({ voice }: { voice: ChatVoice }) {
  return (
    <ChatVoiceProvider value={voice}>
      <Box h={260}>
        <ChatMessageList messages={messages} />
      </Box>
    </ChatVoiceProvider>
  );
}

/** The speak button under a reply: a short tone stands in for the speech. */
export const SpeakButtonOnReplies: Story = { render: () => <Replies voice={storyVoice()} /> };

/** A failed speech call: the reason shows beside the button. */
export const SpeakFailure: Story = { render: () => <Replies voice={storyVoice({ speech: () => Promise.reject(new Error('offline')) })} /> };

/** The input's voice control; no server here, so the panel shows the closed connection. */
export const AssistantInInput: Story = {
  render: () => (
    <ChatVoiceProvider value={storyVoice({ socketUrl: () => 'ws://127.0.0.1:9/api/v1/voice/ws/flow_tts/flow-1/s', keys: storyKeys(['OPENAI_API_KEY']) })}>
      <Stack justify="flex-end" h={420}>
        <ChatInput onSend={fn()} voiceControl={<VoiceAssistantButton session={() => 's'} onTurnDone={fn()} />} />
      </Stack>
    </ChatVoiceProvider>
  ),
};

function SettingsForm({ saved }: { saved: string[] }) {
  const [settings, setSettings] = useState(readVoiceSettings);
  const [keys] = useState(() => storyKeys(saved));
  return (
    <Box w={340}>
      <VoiceSettingsForm keys={keys} settings={settings} onChange={setSettings} />
    </Box>
  );
}

/** The settings with no key saved yet: both save buttons wait for a key. */
export const Settings: Story = { render: () => <SettingsForm saved={[]} /> };

/** The settings once both keys are saved: ElevenLabs and its voices can be chosen. */
export const SettingsWithKeys: Story = { render: () => <SettingsForm saved={['OPENAI_API_KEY', 'ELEVENLABS_API_KEY']} /> };
