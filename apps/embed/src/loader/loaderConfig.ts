// What the embed code of the 集成 tab gives the loader (spec/3 "Embed code reference": the script
// loads the plugin from {host}/plugins/ and sets an address and an iframe source). Either form
// works, so a site pastes one snippet and nothing else:
//   <script>window.chatBubbleConfig = { address: "{host}", iframeSrc: "{host}/rest/bot?id=…&api_key=…" };</script>
//   <script src="{host}/plugins/embed.js" defer></script>
// or the same two values as data-address and data-iframe-src on the loader's own script tag.

export interface LoaderConfig {
  /** The platform's origin: the iframe's messages are believed only from it. */
  origin: string;
  /** The chat page the bubble opens. */
  iframeSrc: string;
}

export interface RawLoaderConfig {
  address?: unknown;
  iframeSrc?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The config from the global object (first) or the script's data attributes, with the iframe
 * source resolved against the address (or, without one, the loader's own URL); undefined when
 * there is no iframe source to open.
 */
export function readLoaderConfig(global: RawLoaderConfig | undefined, script: HTMLScriptElement | null): LoaderConfig | undefined {
  const address = text(global?.address) ?? text(script?.dataset.address) ?? script?.src;
  const source = text(global?.iframeSrc) ?? text(script?.dataset.iframeSrc);
  if (!source || !address) return undefined;
  try {
    const page = new URL(source, address);
    if (page.protocol !== 'http:' && page.protocol !== 'https:') return undefined;
    return { origin: page.origin, iframeSrc: page.href };
  } catch {
    return undefined;
  }
}
