import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The shared build plus the `testing` entry (an in-memory app chat API for stories and tests of apps)
// and the stylesheet (`styles.css`: KaTeX's, its fonts copied beside it under fonts/).
export default defineConfig({
  ...shared,
  entry: ['src/index.ts', 'src/testing.ts', 'src/styles.css'],
  dts: { entry: ['src/index.ts', 'src/testing.ts'] },
  // KaTeX's stylesheet is inlined (a dependency's import would stay external), its fonts copied.
  noExternal: [/^katex\/dist\/katex\.min\.css$/],
  loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
});
