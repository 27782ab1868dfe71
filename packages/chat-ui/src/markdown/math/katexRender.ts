// Loaded on the first maths only (dynamic import), so KaTeX stays out of the chat bundle until a
// reply contains maths. Its stylesheet is in the package's styles.css, which the app imports.
import katex from 'katex';

/** Markup that only `renderTex` makes, so only KaTeX's output can reach `innerHTML`. */
export type KatexHtml = string & { readonly source: 'katex' };

export type TexRendering = { ok: true; html: KatexHtml } | { ok: false; message: string };

/**
 * KaTeX's markup for a formula. `trust: false` refuses \href, \url, \includegraphics and the \html…
 * commands, so the markup holds only what KaTeX generates; parse errors come back as a message.
 */
export function renderTex(tex: string, display: boolean): TexRendering {
  try {
    const html = katex.renderToString(tex, { displayMode: display, throwOnError: true, trust: false, strict: 'ignore' });
    return { ok: true, html: html as KatexHtml };
  } catch (error) {
    if (error instanceof katex.ParseError) return { ok: false, message: error.message };
    throw error;
  }
}
