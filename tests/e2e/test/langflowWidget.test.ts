// Langflow's own embedded chat widget (langflow-embedded-chat 1.0.6, unmodified) on a third-party
// page of another origin, with an API key: it posts to /api/v1/run/{flow_id} and reads the answer at
// outputs[0].outputs[0].outputs.*.{type, message}, where a shape it does not know shows "Unknow
// message structure". The bundle is not on npm and carries no licence to redistribute it, so the
// test reads it from LANGFLOW_EMBEDDED_CHAT_BUNDLE (its dist/build/static/js/bundle.min.js) and is
// skipped, with a notice, without it.
import { existsSync, readFileSync } from 'node:fs';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { createApiKey, startThirdPartySite, type ThirdPartySite } from '../support/embed';
import { basicPromptingFlow } from '../support/flows';
import { apiToken, createAccount, release, USER_PASSWORD } from '../support/marketplace';
import { startServer, type RunningServer } from '../support/server';

const BUNDLE = process.env.LANGFLOW_EMBEDDED_CHAT_BUNDLE ?? '';
const WAIT = { timeout: 30_000 };
const ANSWER = '龙井是绿茶，宜用八十度的水冲泡。';

if (!existsSync(BUNDLE)) {
  console.warn('[e2e] Langflow embedded chat widget test skipped: set LANGFLOW_EMBEDDED_CHAT_BUNDLE to its bundle.min.js (tests/e2e/README.md)');
}

/** The widget attaches a closed shadow root; an open one lets the test read it and changes nothing else. */
function openShadowRoots(): void {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

const widgetPage = (host: string, flowId: string, apiKey: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tea shop</title></head>
<body><h1>Tea shop</h1>
<script src="/langflow-chat.js"></script>
<langflow-chat window_title="Tea advisor" host_url="${host}" flow_id="${flowId}" api_key="${apiKey}"></langflow-chat>
</body></html>`;

describe.skipIf(!existsSync(BUNDLE))("Langflow's embedded chat widget on another site", () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let site: ThirdPartySite;

  beforeAll(async () => {
    [server, llm, browser, site] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser(), startThirdPartySite()]);
    const admin = await apiToken(server.url, server.adminUsername, server.adminPassword);
    await createAccount(server.url, admin, 'widget-dev', '林开发', 16);
    const dev = await apiToken(server.url, 'widget-dev', USER_PASSWORD);
    const flowId = await basicPromptingFlow(server.url, dev, llm.baseUrl, '茶艺顾问');
    const storeId = await release(server.url, dev, flowId, '第一版');
    const key = await createApiKey(server.url, dev, storeId, '官网');
    site.page('/langflow-chat.js', readFileSync(BUNDLE, 'utf8'), 'text/javascript; charset=utf-8');
    site.page('/shop.html', widgetPage(server.url, flowId, key.api_key));
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([llm?.close(), site?.close(), server?.stop()]);
  });

  it('sends a question with the API key and shows the answer text', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.addInitScript(openShadowRoots);
      await page.goto(`${site.url}/shop.html`);
      await page.locator('langflow-chat .cl-trigger').click();
      const input = page.locator('langflow-chat .cl-input-element');
      await input.waitFor(WAIT);
      llm.queue({ chunks: [ANSWER] });
      await input.fill('龙井怎么泡？');
      await input.press('Enter');
      await page.locator('langflow-chat .cl-user_message', { hasText: '龙井怎么泡？' }).waitFor(WAIT);
      const answer = page.locator('langflow-chat .cl-bot_message').last();
      await answer.getByText(ANSWER).waitFor(WAIT);
      expect(await page.locator('langflow-chat .cl-error_message').count()).toBe(0);
      expect(await page.locator('langflow-chat').getByText('Unknow message structure').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
