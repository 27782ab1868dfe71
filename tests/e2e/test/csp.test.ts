// The console under its Content-Security-Policy, on the screens the other journeys do not reach
// and that load more than scripts and styles: output inspection of images (a stored file with its
// download, a data: URL) and of a PDF (PDF.js and its worker), and a chat answer with KaTeX maths
// (fonts) and an ECharts chart. The shared check (support/cspCheck.ts) fails a test on any
// violation; the first test shows that the check sees one.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, solidPng } from '../support/accounts';
import { launchBrowser, openPage, takeCspViolations } from '../support/browser';
import { signIn } from '../support/console';
import { onePagePdf } from '../support/documents';
import { nodeOfType } from '../support/canvas';
import { basicPromptingFlow, componentsFlow, setStoredField, uploadToFlow } from '../support/flows';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };

const MATHS_AND_CHART = [
  '圆的面积是 $\\pi r^2$。',
  '$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$',
  '```chart\n{"type": "bar", "title": "季度销售额", "xAxis": ["Q1", "Q2", "Q3"], "series": [{"name": "2026", "data": [350, 330, 390]}]}\n```',
].join('\n\n');

describe('the console under its Content-Security-Policy', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser()]);
    ({ context, page } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    token = (await accessTokenOf(context))!;
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it('reports what the policy blocks: inline script, workers from blob: URLs, pictures of other sites', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      const picture = document.createElement('img');
      picture.src = 'https://images.example.com/tracker.png';
      document.body.append(picture);
      try {
        new Worker(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' })));
      } catch {
        // Refused at once (SecurityError); the report is what counts here.
      }
    });
    expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    const expected = ['script-src-elem blocked inline', 'worker-src blocked blob', 'img-src blocked https://images.example.com/tracker.png', 'console: '];
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations());
        return expected.filter((part) => !seen.some((report) => report.includes(part)));
      }, WAIT)
      .toEqual([]);
  });

  it('shows image outputs (a stored file, downloaded too, and a data: URL) and draws a PDF output with PDF.js', async () => {
    /** A flow of one text input whose output is `value`, or the stored path of an upload when `value` is a file; built in the editor. */
    const textOutputFlow = async (name: string, value: string | { file: Buffer }): Promise<string> => {
      const flowId = await componentsFlow(server.url, token, name, [{ type: 'TextInput' }]);
      const text = typeof value === 'string' ? value : await uploadToFlow(server.url, token, flowId, name, value.file);
      await setStoredField(server.url, token, flowId, 'TextInput', 'input_value', text);
      await page.goto(`${server.url}/flow/${flowId}`);
      const node = nodeOfType(page, 'TextInput');
      await node.getByRole('button', { name: '运行组件' }).click();
      await expect.poll(() => node.getByRole('group').first().getAttribute('data-build-status'), WAIT).toBe('BUILT');
      await node.getByRole('button', { name: '输出检查' }).click();
      return text;
    };
    const naturalWidth = (name: string) => page.getByRole('dialog').getByRole('img', { name }).evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth);
    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };

    const picture = await textOutputFlow('square.png', { file: solidPng(48, [30, 120, 200]) });
    const pictureName = picture.split('/')[1]!;
    await expect.poll(() => naturalWidth(pictureName), WAIT).toBe(48);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('dialog').getByRole('button', { name: '下载' }).click()]);
    expect(download.suggestedFilename()).toBe(pictureName);
    await closeDialog();

    await textOutputFlow('内联图片', `data:image/png;base64,${solidPng(24, [200, 60, 30]).toString('base64')}`);
    await expect.poll(() => naturalWidth('image.png'), WAIT).toBe(24);
    await closeDialog();

    await textOutputFlow('report.pdf', { file: onePagePdf('CSP e2e') });
    const viewer = page.getByRole('dialog');
    await viewer.getByText('1 / 1').waitFor(WAIT);
    // Drawn: the page's canvas holds the blue square somewhere (PDF.js worker and rendering both ran).
    await expect
      .poll(
        () =>
          viewer.getByTestId('pdf-page').locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
            const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
            for (let index = 0; index < pixels.length; index += 4) if (pixels[index + 2]! > 150 && pixels[index]! < 100) return true;
            return false;
          }),
        WAIT,
      )
      .toBe(true);
    await page.keyboard.press('Escape');
  }, 120_000);

  it('typesets maths with KaTeX fonts and draws an ECharts chart in a chat answer', async () => {
    const flowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '公式与图表');
    await page.goto(`${server.url}/flow/${flowId}`);
    await page.getByRole('button', { name: '试运行' }).click();
    await page.getByRole('dialog').getByText('使用聊天提示测试你的流程').waitFor(WAIT);
    llm.queue({ text: MATHS_AND_CHART });
    const input = page.getByPlaceholder('发送一个消息...');
    await input.fill('画一个图');
    await input.press('Enter');
    await page.getByRole('dialog').locator('[data-sender="machine"]').getByText('季度销售额', { exact: false }).waitFor(WAIT);

    // Chat Output stores plain-text answers; a reply stored as Markdown (as agents' are) is typeset.
    const authorization = { authorization: `Bearer ${token}` };
    const stored = (await (await fetch(`${server.url}/api/v1/monitor/messages?flow_id=${flowId}&session_id=${flowId}`, { headers: authorization })).json()) as Array<{ id: string; sender: string }>;
    const reply = stored.find((message) => message.sender === 'Machine')!;
    const marked = await fetch(`${server.url}/api/v1/monitor/messages/${reply.id}`, { method: 'PUT', headers: { ...authorization, 'content-type': 'application/json' }, body: JSON.stringify({ properties: { allow_markdown: true } }) });
    expect(marked.status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: '试运行' }).click();

    const answer = page.getByRole('dialog').locator('[data-sender="machine"]').last();
    await answer.locator('.katex').first().waitFor(WAIT);
    await answer.getByTestId('math-block').locator('.katex-display').waitFor(WAIT);
    expect(await page.evaluate(async () => (await document.fonts.load('16px KaTeX_Main')).length)).toBeGreaterThan(0);
    await answer.locator('[data-testid="chart"][data-chart-state="ready"] svg').getByText('季度销售额').waitFor(WAIT);
  }, 120_000);
});
