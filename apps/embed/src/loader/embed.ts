// The loader under {host}/plugins/embed.js: reads the snippet's address and iframe source and adds
// the chat bubble once the page's body exists. Texts follow the site's language (its <html lang>,
// else the browser's): English for en*, Chinese otherwise, the product's default.
import { embedTexts } from '@app/i18n';
import { mountBubble, type BubbleTexts } from './bubble';
import { readLoaderConfig, type RawLoaderConfig } from './loaderConfig';

declare global {
  interface Window {
    chatBubbleConfig?: RawLoaderConfig;
  }
}

function texts(): BubbleTexts {
  const language = document.documentElement.lang || navigator.language;
  const embed = /^en\b/i.test(language) ? embedTexts.en : embedTexts.zh;
  return { open: embed.open, close: embed.close, title: embed.title };
}

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

function start() {
  const config = readLoaderConfig(window.chatBubbleConfig, script);
  if (config) mountBubble(config, texts());
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start);
