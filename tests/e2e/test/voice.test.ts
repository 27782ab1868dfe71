// Voice in the playground against the real server and the local provider fakes (@app/llm-test-server
// answers the model, the transcription and the speech): the assistant's settings save the speech
// key as the user's secret variable; Chromium's fake microphone plays a tone then silence, the
// silence ends the turn, the scripted transcript and the model's answer appear in the chat, and
// the reply's audio frames arrive on the socket and are played. Then the speak button on the
// answer, and the panel and its settings checked in zh and en.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from '../support/accounts';
import { openPage } from '../support/browser';
import { signIn } from '../support/console';
import { basicPromptingFlow } from '../support/flows';
import { languageImpurities } from '../support/languagePurity';
import { startServer, type RunningServer } from '../support/server';
import { launchBrowserWithMicrophone, toneThenSilenceWav } from '../support/voice';

const WAIT = { timeout: 30_000 };
const QUESTION = '杭州有什么特点？';
const ANSWER = '杭州是浙江的省会，以西湖闻名。';

interface SocketTraffic {
  appended: number;
  commits: number;
  audioDeltas: number;
  received: string[];
}

/** Counts the voice socket's frames as Chromium sends and receives them. */
function watchVoiceSocket(page: Page): SocketTraffic {
  const traffic: SocketTraffic = { appended: 0, commits: 0, audioDeltas: 0, received: [] };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/v1/voice/ws/flow_tts/')) return;
    socket.on('framesent', ({ payload }) => {
      const type = (JSON.parse(String(payload)) as { type: string }).type;
      if (type === 'input_audio_buffer.append') traffic.appended += 1;
      if (type === 'input_audio_buffer.commit') traffic.commits += 1;
    });
    socket.on('framereceived', ({ payload }) => {
      const type = (JSON.parse(String(payload)) as { type: string }).type;
      traffic.received.push(type);
      if (type === 'response.audio.delta') traffic.audioDeltas += 1;
    });
  });
  return traffic;
}

describe('voice journey', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;

  beforeAll(async () => {
    llm = await startLlmTestServer();
    const wavDir = await mkdtemp(join(tmpdir(), 'e2e-voice-'));
    [server, browser] = await Promise.all([
      startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1', VOICE_OPENAI_BASE_URL: llm.baseUrl, VOICE_ELEVENLABS_BASE_URL: llm.url } }),
      // Two seconds heard as speech, then more than the 5 s of silence that ends a turn.
      launchBrowserWithMicrophone(join(wavDir, 'question.wav'), toneThenSilenceWav(2, 8)),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it('talks with Basic Prompting by voice: transcript and answer in the chat, the reply played; speaks an answer; the panel in zh and en', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    const token = (await accessTokenOf(context))!;
    const flowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '语音旅程');
    const traffic = watchVoiceSocket(page);
    llm.queueTranscripts(QUESTION);
    llm.queue({ chunks: ['杭州是浙江的省会，', '以西湖闻名。'] });

    await page.goto(`${server.url}/playground/${flowId}`);
    await page.getByText('使用聊天提示测试你的流程').waitFor(WAIT);
    await page.getByRole('button', { name: '语音助手' }).click();
    const panel = page.getByTestId('voice-assistant');
    await panel.waitFor(WAIT);

    // The settings: save is disabled until a key is typed; the key becomes the user's secret variable.
    await panel.getByRole('button', { name: '语音设置' }).click();
    const speechKey = panel.getByLabel('语音识别服务密钥（OpenAI）');
    const save = panel.getByRole('button', { name: '保存' }).first();
    expect(await save.isDisabled()).toBe(true);
    await speechKey.fill('sk-e2e-voice');
    await save.click();
    await expect.poll(() => speechKey.getAttribute('placeholder'), WAIT).toBe('已保存密钥');
    const variables = (await (await fetch(`${server.url}/api/v1/variables/`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ name: string; type: string; value: string | null }>;
    expect(variables.find((variable) => variable.name === 'OPENAI_API_KEY')).toMatchObject({ type: 'Credential', value: null });
    await panel.getByRole('button', { name: '返回' }).click();

    // The microphone's tone is sent, its silence ends the turn, the answer is spoken and stored.
    await expect.poll(() => traffic.commits, { timeout: 40_000 }).toBe(1);
    expect(traffic.appended).toBeGreaterThan(100);
    await panel.getByTestId('voice-transcript').getByText(QUESTION).waitFor(WAIT);
    await expect.poll(() => traffic.received.includes('response.done'), WAIT).toBe(true);
    expect(traffic.audioDeltas).toBeGreaterThan(0);
    expect(traffic.received.filter((type) => type === 'error')).toEqual([]);
    await expect.poll(async () => Number(await panel.getAttribute('data-played-chunks')), WAIT).toBe(traffic.audioDeltas);
    const question = page.locator('[data-sender="user"]').filter({ hasText: QUESTION });
    const answer = page.locator('[data-sender="machine"]').filter({ hasText: ANSWER });
    await question.waitFor(WAIT);
    await answer.waitFor(WAIT);
    const transcription = llm.requests.find((request) => request.path === '/v1/audio/transcriptions');
    expect(transcription?.headers.authorization).toBe('Bearer sk-e2e-voice');
    expect(await languageImpurities(page, 'voice assistant', 'zh')).toEqual([]);

    // The speak button on the stored answer: the speech call answers PCM, and the button offers to stop.
    await panel.getByRole('button', { name: '关闭语音助手' }).click();
    const speeches = llm.requests.filter((request) => request.path === '/v1/audio/speech').length;
    const spoken = page.waitForResponse((response) => response.url().endsWith('/api/v1/voice/speech'));
    await answer.getByRole('button', { name: '朗读' }).click();
    const speech = await spoken;
    expect(speech.status()).toBe(200);
    expect(speech.headers()['content-type']).toBe('audio/pcm');
    await answer.getByRole('button', { name: '停止朗读' }).waitFor(WAIT);
    expect(llm.requests.filter((request) => request.path === '/v1/audio/speech')).toHaveLength(speeches + 1);
    await answer.getByRole('button', { name: '停止朗读' }).click();
    await answer.getByRole('button', { name: '朗读' }).waitFor(WAIT);

    // The panel and its settings in English.
    await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Voice assistant' }).click();
    const english = page.getByTestId('voice-assistant');
    await english.getByText('Voice assistant', { exact: true }).waitFor(WAIT);
    expect(await languageImpurities(page, 'voice assistant (en)', 'en')).toEqual([]);
    await english.getByRole('button', { name: 'Voice settings' }).click();
    await english.getByLabel('Speech recognition key (OpenAI)').waitFor(WAIT);
    // The saved-key check answers after the settings opened (as in Chinese above): wait for it.
    await expect.poll(() => english.getByLabel('Speech recognition key (OpenAI)').getAttribute('placeholder'), WAIT).toBe('Key saved');
    expect(await languageImpurities(page, 'voice settings (en)', 'en')).toEqual([]);
    await page.evaluate(() => window.localStorage.setItem('app-language', 'zh'));
    await page.reload();
    await page.getByRole('button', { name: '语音助手' }).click();
    await page.getByTestId('voice-assistant').getByRole('button', { name: '语音设置' }).click();
    await page.getByTestId('voice-settings').waitFor(WAIT);
    expect(await languageImpurities(page, 'voice settings', 'zh')).toEqual([]);
    await context.close();
  }, 180_000);
});
