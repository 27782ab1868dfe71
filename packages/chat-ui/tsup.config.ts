import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The shared build plus the `testing` entry (an in-memory app chat API for stories and tests of apps),
// the stylesheet (`styles.css`: KaTeX's, its fonts copied beside it under fonts/) and the microphone's
// AudioWorklet (`captureWorklet.js`, beside the chunks that load it by a relative URL).
export default defineConfig({
  ...shared,
  entry: { index: 'src/index.ts', testing: 'src/testing.ts', styles: 'src/styles.css', captureWorklet: 'src/voice/captureWorklet.js' },
  dts: { entry: ['src/index.ts', 'src/testing.ts'] },
  // KaTeX's stylesheet is inlined (a dependency's import would stay external), its fonts copied.
  noExternal: [/^katex\/dist\/katex\.min\.css$/],
  loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
});
