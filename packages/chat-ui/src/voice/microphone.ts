// Microphone capture (spec/2 section 9): the chosen device at 48 kHz through an AudioWorklet that
// hands over 128-sample chunks; each chunk's level drives the waveform and the silence detector,
// and the chunk itself, halved to 24 kHz, is what the socket sends.
import { VOICE_DEFAULTS } from '@app/api-client';
import { downsample, rms } from './pcm';

/** Why the microphone could not start; each has its text in the voice namespace. */
export type MicrophoneFailure = 'deviceNotFound' | 'microphone' | 'audioInit' | 'inputInit';

export class MicrophoneError extends Error {
  constructor(readonly failure: MicrophoneFailure, cause?: unknown) {
    super(failure, { cause });
  }
}

export interface Microphone {
  stop(): Promise<void>;
}

export interface MicrophoneOptions {
  deviceId?: string;
  /** One chunk: its level (RMS) and its samples at 24 kHz. */
  onChunk(level: number, samples: Float32Array): void;
}

const PROCESSOR = 'voice-capture';
// Bundlers emit the worklet as a file of the app and rewrite this address to it; the package's own
// build copies it beside its chunks (tsup.config.ts).
const WORKLET_URL = new URL('./captureWorklet.js', import.meta.url);

export async function startMicrophone({ deviceId, onChunk }: MicrophoneOptions): Promise<Microphone> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('microphone');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { deviceId: deviceId ? { exact: deviceId } : undefined, channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new MicrophoneError(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'deviceNotFound' : 'microphone', error);
  }
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());

  let context: AudioContext;
  try {
    context = new AudioContext({ sampleRate: VOICE_DEFAULTS.captureSampleRate });
  } catch (error) {
    stopTracks();
    throw new MicrophoneError('audioInit', error);
  }

  let worklet: AudioWorkletNode;
  try {
    await context.audioWorklet.addModule(WORKLET_URL);
    worklet = new AudioWorkletNode(context, PROCESSOR);
  } catch (error) {
    stopTracks();
    await context.close();
    throw new MicrophoneError('inputInit', error);
  }

  const source = context.createMediaStreamSource(stream);
  const gain = context.createGain();
  gain.gain.value = VOICE_DEFAULTS.gain;
  source.connect(gain).connect(worklet);
  const factor = VOICE_DEFAULTS.captureSampleRate / VOICE_DEFAULTS.sendSampleRate;
  worklet.port.onmessage = (event: MessageEvent<Float32Array>) => {
    const samples = downsample(event.data, factor);
    onChunk(rms(samples), samples);
  };
  if (context.state === 'suspended') await context.resume();

  return {
    async stop() {
      worklet.port.onmessage = null;
      source.disconnect();
      stopTracks();
      await context.close();
    },
  };
}

/** The audio inputs for the settings' microphone choice; labels appear once access was granted. */
export async function listMicrophones(): Promise<MediaDeviceInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'audioinput');
}
