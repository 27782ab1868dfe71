// The texts of the 集成 tab: the embed snippet, the external link and the run API samples.
import { describe, expect, it } from 'vitest';
import { embedChatUrl, embedSnippet, runEndpoint, runSamples } from '../src/index';

const HOST = 'https://ai.example.com/';

describe('embed snippet and external link', () => {
  it('link the chat page of the store with the channel code', () => {
    expect(embedChatUrl(HOST, 'store-1', 'ch-abc&1')).toBe('https://ai.example.com/rest/bot?id=store-1&api_key=ch-abc%261');
  });

  it('set the address and the iframe source, then load the plugin script from {host}/plugins/', () => {
    expect(embedSnippet(HOST, 'store-1', 'ch-abc')).toBe(
      [
        '<script>',
        '  window.chatBubbleConfig = {',
        '    address: "https://ai.example.com",',
        '    iframeSrc: "https://ai.example.com/rest/bot?id=store-1&api_key=ch-abc"',
        '  };',
        '</script>',
        '<script src="https://ai.example.com/plugins/embed.js" defer></script>',
      ].join('\n'),
    );
  });
});

describe('run API samples', () => {
  it('post to {host}/api/v1/run/{flowId}?stream=false with the x-api-key header', () => {
    expect(runEndpoint(HOST, 'flow 1')).toBe('https://ai.example.com/api/v1/run/flow%201');
    const samples = runSamples({ host: HOST, flowId: 'f1', apiKey: 'sk-key', input: "it's 你好" });
    expect(samples.curl).toBe(
      [
        "curl -X POST 'https://ai.example.com/api/v1/run/f1?stream=false' \\",
        "  -H 'Content-Type: application/json' \\",
        "  -H 'x-api-key: sk-key' \\",
        `  -d '{"input_value":"it'\\''s 你好","output_type":"chat","input_type":"chat"}'`,
      ].join('\n'),
    );
    expect(samples.python).toContain('    "x-api-key": "sk-key",');
    expect(samples.python).toContain('url = "https://ai.example.com/api/v1/run/f1?stream=false"');
    expect(samples.javascript).toContain('    "x-api-key": "sk-key",');
    expect(samples.javascript).toContain('const url = "https://ai.example.com/api/v1/run/f1?stream=false";');
  });

  it('send no key in auto-login mode', () => {
    const samples = runSamples({ host: HOST, flowId: 'f1', apiKey: null, input: 'hi' });
    for (const sample of Object.values(samples)) expect(sample).not.toContain('x-api-key');
  });
});
