// Voice in Chromium: a browser whose microphone plays a WAV file (Chromium's fake capture device,
// permission granted without a prompt), and the file itself: a tone the silence detector hears as
// speech, then silence long enough to end the turn.
import { writeFile } from 'node:fs/promises';
import { pcmWav } from '@app/llm-test-server';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './browser';

/** A mono PCM16 WAV: `toneSeconds` of a 440 Hz tone at half scale, then `silenceSeconds` of silence. */
export function toneThenSilenceWav(toneSeconds: number, silenceSeconds: number, sampleRate = 48_000): Buffer {
  const pcm = Buffer.alloc(Math.round((toneSeconds + silenceSeconds) * sampleRate) * 2);
  const toneSamples = Math.round(toneSeconds * sampleRate);
  for (let index = 0; index < toneSamples; index += 1) pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / sampleRate) * 0x3fff), index * 2);
  return pcmWav(pcm, sampleRate);
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
