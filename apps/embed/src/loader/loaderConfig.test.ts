import { describe, expect, it } from 'vitest';
import { readLoaderConfig } from './loaderConfig';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('readLoaderConfig', () => {
  it('takes the address and iframe source of the global config', () => {
    expect(readLoaderConfig({ address: 'https://ai.example.com', iframeSrc: 'https://ai.example.com/rest/bot?id=s1&api_key=c1' }, null)).toEqual({
      origin: 'https://ai.example.com',
      iframeSrc: 'https://ai.example.com/rest/bot?id=s1&api_key=c1',
    });
  });

  it('resolves a relative iframe source against the address, else the script’s own URL', () => {
    expect(readLoaderConfig({ address: 'http://10.0.0.5:7860', iframeSrc: '/rest/bot?id=s1&api_key=c1' }, null)?.iframeSrc).toBe('http://10.0.0.5:7860/rest/bot?id=s1&api_key=c1');
    const tag = script({ src: 'https://ai.example.com/plugins/embed.js', 'data-iframe-src': '/rest/bot?id=s2&api_key=c2' });
    expect(readLoaderConfig(undefined, tag)).toEqual({ origin: 'https://ai.example.com', iframeSrc: 'https://ai.example.com/rest/bot?id=s2&api_key=c2' });
  });

  it('reads the data attributes when there is no global config', () => {
    const tag = script({ src: 'https://cdn.example/embed.js', 'data-address': 'https://ai.example.com', 'data-iframe-src': 'https://ai.example.com/rest/bot?id=s3&api_key=c3' });
    expect(readLoaderConfig({}, tag)?.origin).toBe('https://ai.example.com');
  });

  it('opens nothing without an iframe source, or with one that is not http(s)', () => {
    expect(readLoaderConfig(undefined, null)).toBeUndefined();
    expect(readLoaderConfig({ address: 'https://ai.example.com', iframeSrc: '  ' }, null)).toBeUndefined();
    expect(readLoaderConfig({ address: 'https://ai.example.com', iframeSrc: 'javascript:alert(1)' }, null)).toBeUndefined();
    expect(readLoaderConfig({ iframeSrc: '/rest/bot' }, null)).toBeUndefined();
  });
});
