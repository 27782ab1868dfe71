// @app/api-client as a third party gets it: its tarball (and those of the workspace packages it
// needs) installed with npm into a fresh folder outside the monorepo. There the README's ESM,
// CommonJS and API-key examples run as pasted against a real server (sign in, list flows, run a
// flow, stream a run), and a strict TypeScript consumer type-checks with module NodeNext and with
// moduleResolution Bundler.
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installConsumer, REPO_ROOT, type Consumer } from '../support/packAndInstall';
import { writeReadmeExamples } from '../support/readmeExamples';
import { FLOW_NAME, serveBasicPrompting, type ServedApp } from '../support/servers';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'api-client');

async function workspaceVersion(name: string): Promise<string> {
  return (JSON.parse(await readFile(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('@app/api-client installed from its tarball', () => {
  let consumer: Consumer;
  let app: ServedApp;
  let examples: string[];

  beforeAll(async () => {
    // The TypeScript and Node types a third party would have: the versions the workspace builds with.
    const [typescript, nodeTypes] = await Promise.all([workspaceVersion('typescript'), workspaceVersion('@types/node')]);
    [consumer, app] = await Promise.all([
      installConsumer(inject('packed'), { label: 'api-client', packages: ['@app/api-client'], dependencies: { typescript, '@types/node': nodeTypes } }),
      serveBasicPrompting(),
    ]);
    examples = await writeReadmeExamples('api-client', consumer.dir);
    await cp(FIXTURES, consumer.dir, { recursive: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const env = () => ({
    FLOW_SERVER_URL: app.server.url,
    FLOW_USERNAME: app.server.admin.username,
    FLOW_PASSWORD: app.server.admin.password,
    FLOW_NAME,
    FLOW_API_KEY: app.apiKey,
    FLOW_ID: app.flowId,
  });

  it('has the README’s three examples', () => {
    expect(examples.sort()).toEqual(['quickstart.cjs', 'quickstart.mjs', 'with-key.mjs']);
  });

  it('installed the published manifest: no workspace-only export condition', async () => {
    const manifest = JSON.parse(await readFile(join(consumer.dir, 'node_modules', '@app', 'api-client', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(JSON.stringify(manifest.exports)).not.toContain('@app/source');
  });

  it.each(['quickstart.mjs', 'quickstart.cjs'])('runs the README’s %s: signs in, lists flows, runs one and streams a run', async (file) => {
    const { stdout } = await consumer.exec(process.execPath, [file], env());
    const lines = stdout.trim().split('\n');
    expect(lines).toEqual([`flows: ${FLOW_NAME}`, 'answer: Echo: 你好', 'streamed: Echo: 讲个笑话']);
    // The script prints the stream's tokens only: the text came in them, from a streaming model call.
    expect(app.llm.requests.at(-1)?.body).toMatchObject({ stream: true });
  });

  it('runs the README’s with-key.mjs: the published app, run and streamed with an API key', async () => {
    const { stdout } = await consumer.exec(process.execPath, ['with-key.mjs'], env());
    expect(stdout.trim().split('\n')).toEqual(['answer: Echo: 你好', 'streamed: 再说一遍 | Echo: 再说一遍 (session customer-42)']);
  });

  it('type-checks a strict TypeScript consumer with module NodeNext (ESM and CommonJS files)', async () => {
    await consumer.exec(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.nodenext.json']);
  });

  it('type-checks a strict TypeScript consumer with moduleResolution Bundler', async () => {
    await consumer.exec(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.bundler.json']);
  });
});
