// The start of a developer's journey through the editor (publishing, 集成, MCP): the built server,
// the local OpenAI-protocol model server and Chromium; a developer account the administrator makes,
// signed in on a page (whose uncaught errors are collected), and Basic Prompting saved with its
// model at the local server.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessTokenOf } from './accounts';
import { launchBrowser, openPage } from './browser';
import { signIn } from './console';
import { basicPromptingFlow } from './flows';
import { apiLogin, createDeveloper } from './publishing';
import { startServer, type RunningServer } from './server';

export interface DeveloperJourney {
  server: RunningServer;
  llm: LlmTestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  adminToken: string;
  /** The developer's access token. */
  token: string;
  /** Basic Prompting, named 客服助手. */
  flowId: string;
  /** The page's uncaught errors; a journey ends by expecting none. */
  pageErrors: string[];
  close(): Promise<void>;
}

export interface DeveloperJourneyOptions {
  /** Extra environment variables of the server. */
  serverEnv?: Record<string, string>;
  /** Lets the page read and write the clipboard (copy buttons). */
  clipboard?: boolean;
}

export async function startDeveloperJourney(developer: { username: string; password: string }, options: DeveloperJourneyOptions = {}): Promise<DeveloperJourney> {
  const [server, llm, browser] = await Promise.all([startServer({ env: options.serverEnv }), startLlmTestServer({ apiKey: 'sk-e2e' }), launchBrowser()]);
  const close = async () => {
    await browser.close();
    await llm.close();
    await server.stop();
  };
  try {
    const adminToken = await apiLogin(server.url, server.adminUsername, server.adminPassword);
    await createDeveloper(server.url, adminToken, developer.username, developer.password);
    const { context, page } = await openPage(browser);
    if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, server.url, developer.username, developer.password);
    const token = (await accessTokenOf(context))!;
    const flowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '客服助手');
    return { server, llm, browser, context, page, adminToken, token, flowId, pageErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}
