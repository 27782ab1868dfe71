// The speak button under a reply (spec/2 chat page, "voice playback" of the embedded page): speaks
// the reply, shows a loader while the audio is made, stops while it plays, and says why it failed.
// Its work and its texts load on the first click, so the chat's first load stays small.
import { ActionIcon, Loader, Text, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatVoice } from './chatVoice';

type Phase = 'idle' | 'loading' | 'playing';

export function SpeakButton({ text }: { text: string }) {
  const voice = useChatVoice();
  const { t, i18n } = useTranslation('chat');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);
  if (!voice) return null;

  const start = async () => {
    setFailure(null);
    setPhase('loading');
    const module = await import('./speak');
    module.addVoiceTexts(i18n);
    const speaking = module.speak(voice, text, () => {
      stopRef.current = null;
      setPhase('idle');
    });
    stopRef.current = speaking.stop;
    try {
      await speaking.started;
      setPhase((current) => (current === 'loading' ? 'playing' : current));
    } catch (error) {
      setFailure(i18n.t(module.speechErrorKey(error), { ns: 'voice' }));
    }
  };
  const onClick = () => {
    if (phase === 'idle') void start().catch(() => setPhase('idle'));
    else stopRef.current?.();
  };

  const label = phase === 'idle' ? t('actions.speak') : phase === 'loading' ? t('actions.speakLoading') : t('actions.stopSpeaking');
  return (
    <>
      <Tooltip label={label} withinPortal={false}>
        <ActionIcon variant="subtle" color={phase === 'playing' ? 'blue' : 'gray'} size="sm" aria-label={label} data-phase={phase} onClick={onClick}>
          {phase === 'loading' ? <Loader size={12} /> : phase === 'playing' ? <IconPlayerStopFilled size={14} /> : <IconVolume size={14} />}
        </ActionIcon>
      </Tooltip>
      {failure && (
        <Text size="xs" c="red" role="alert">
          {failure}
        </Text>
      )}
    </>
  );
}
