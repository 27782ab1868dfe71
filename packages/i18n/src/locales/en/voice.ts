// Voice (spec/2 sections 2, 4, 5 and 9; spec/3 "Voice"): the speak button's failures, the voice
// assistant panel, its settings and the errors of the microphone, the player and the socket.
import type { SameKeys } from '../types';
import type { voice as zh } from '../zh/voice';

export const voice = {
  speak: {
    failed: 'Could not read the message aloud',
  },
  assistant: {
    title: 'Voice assistant',
    close: 'Close the voice assistant',
    mute: 'Mute',
    unmute: 'Unmute',
    reconnect: 'Reconnect',
    settings: 'Voice settings',
    back: 'Back',
    waveform: 'Microphone level',
    states: {
      connecting: 'Connecting...',
      connected: 'Connected',
      recording: 'Listening...',
      muted: 'Muted',
      closed: 'Disconnected',
    },
    speaking: 'Answering...',
    noSettings: 'Sign in to set the keys of the voice services',
  },
  settings: {
    speechKey: 'Speech recognition key (OpenAI)',
    voiceKey: 'Voice key (ElevenLabs, optional)',
    keyPlaceholder: 'Enter the key',
    keySaved: 'Key saved',
    save: 'Save',
    saved: 'Saved',
    provider: 'Voice service',
    providers: {
      openai: 'OpenAI',
      elevenlabs: 'ElevenLabs',
    },
    voice: 'Voice',
    microphone: 'Microphone',
    defaultMicrophone: 'Default microphone',
    language: 'Preferred language',
    languages: {
      'en-US': 'English (US)',
      'zh-CN': 'Chinese (Simplified)',
      'ja-JP': 'Japanese',
      'ko-KR': 'Korean',
      'fr-FR': 'French',
      'de-DE': 'German',
      'es-ES': 'Spanish',
    },
    voicesFailed: 'Could not read the ElevenLabs voices',
  },
  errors: {
    apiKey: 'API key error',
    keyMissing: 'The API key is missing or not valid: add it in the voice settings',
    audioInit: 'Audio could not be initialised',
    microphone: 'The microphone cannot be used: check the browser permission',
    deviceNotFound: 'Device not found',
    inputInit: 'Voice input could not be initialised',
    socketClosed: 'The voice connection closed or failed',
    translation: 'Translation error',
    saveKeyFailed: 'The key could not be saved',
    codes: {
      key_missing: 'The API key is missing: add it in the voice settings',
      key_invalid: 'The API key is not valid: check the voice settings',
      provider_error: 'The voice service failed; try again later',
      transcription_failed: 'Translation error',
      audio_too_long: 'The recording is too long; speak for a shorter time',
      flow_not_found: 'The flow was not found',
      forbidden: 'You may not use this flow',
      run_failed: 'The flow failed to run',
      bad_message: 'The voice message was malformed',
    },
  },
} satisfies SameKeys<typeof zh>;
