// The voice assistant's states (spec/2 section 4): connected, recording, muted, closed, and the
// moment before the socket opens. Microphone audio goes out only while recording; a committed turn
// waits, connected, for the reply; muting stops both the sending and the reply being spoken.

export type VoiceState = 'connecting' | 'connected' | 'recording' | 'muted' | 'closed';

export type VoiceEvent =
  /** The socket opened. */
  | 'open'
  /** The microphone runs: audio is being sent. */
  | 'record'
  /** The turn was committed (silence after speech): the reply is awaited. */
  | 'commit'
  | 'mute'
  | 'unmute'
  /** Closed by the user, the server or a failure: final. */
  | 'close';

const transitions: Record<VoiceState, Partial<Record<VoiceEvent, VoiceState>>> = {
  connecting: { open: 'connected', close: 'closed' },
  connected: { record: 'recording', mute: 'muted', close: 'closed' },
  recording: { commit: 'connected', mute: 'muted', close: 'closed' },
  muted: { unmute: 'recording', close: 'closed' },
  closed: {},
};

/** The state after `event`; an event that does not apply leaves the state as it is. */
export function nextVoiceState(state: VoiceState, event: VoiceEvent): VoiceState {
  return transitions[state][event] ?? state;
}
