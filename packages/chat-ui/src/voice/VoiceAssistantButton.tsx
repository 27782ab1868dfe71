// The input box's voice state (spec/2 chat page): a microphone button that opens the voice
// assistant panel above the input. The panel's code loads on the first open; without a socket
// from the host (ChatVoice.socketUrl) there is no button.
import { ActionIcon, Box, Loader, Tooltip } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatVoice } from './chatVoice';

const VoiceAssistantPanel = lazy(async () => ({ default: (await import('./VoiceAssistantPanel')).VoiceAssistantPanel }));

export interface VoiceAssistantButtonProps {
  /** The conversation the spoken turns are stored in, asked for when the panel opens (it may create one). */
  session(): string;
  /** A turn and its answer were stored: read the session's messages again. */
  onTurnDone(): void;
  disabled?: boolean;
}

export function VoiceAssistantButton({ session, onTurnDone, disabled }: VoiceAssistantButtonProps) {
  const voice = useChatVoice();
  const { t } = useTranslation('chat');
  const [sessionId, setSessionId] = useState<string | null>(null);
  if (!voice?.socketUrl) return null;
  const open = sessionId !== null;
  return (
    <Box pos="relative">
      <Tooltip label={t('input.voice')} withinPortal={false}>
        <ActionIcon variant={open ? 'light' : 'subtle'} color={open ? 'blue' : 'gray'} aria-label={t('input.voice')} aria-expanded={open} onClick={() => setSessionId(open ? null : session())} disabled={disabled}>
          <IconMicrophone size={18} />
        </ActionIcon>
      </Tooltip>
      {sessionId !== null && (
        <Box pos="absolute" right={0} bottom="calc(100% + 12px)" style={{ zIndex: 20 }}>
          <Suspense fallback={<Loader size="sm" />}>
            <VoiceAssistantPanel voice={voice} sessionId={sessionId} onTurnDone={onTurnDone} onClose={() => setSessionId(null)} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
