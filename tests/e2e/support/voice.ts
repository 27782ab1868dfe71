// Voice in Chromium: a browser whose microphone plays a WAV file (Chromium's fake capture device,
// permission granted without a prompt), and the file itself: a tone the silence detector hears as
// speech, then silence long enough to end the turn.
import { writeFile } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './browser';

/** A mono PCM16 WAV: `toneSeconds` of a 440 Hz tone at half scale, then `silenceSeconds` of silence. */
export function toneThenSilenceWav(toneSeconds: number, silenceSeconds: number, sampleRate = 48_000): Buffer {
  const samples = Math.round((toneSeconds + silenceSeconds) * sampleRate);
  const toneSamples = Math.round(toneSeconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < toneSamples; index += 1) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / sampleRate) * 0x3fff), 44 + index * 2);
  return wav;
}

/** Chromium whose microphone plays `wavPath` once (`%noloop`), then silence. */
export async function launchBrowserWithMicrophone(wavPath: string, audio: Buffer): Promise<Browser> {
  await writeFile(wavPath, audio);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}
