// The published JavaScript imports no stylesheet (a bundler without CSS handling, or without a
// loader for KaTeX's fonts, takes it as is): the styles are `@app/chat-ui/styles.css`, which the app imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));

describe('styles', () => {
  it('are imported by no module of the package', () => {
    const importing = sources.filter((file) => /import\s+['"][^'"]+\.css['"]/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));
    expect(importing).toEqual([]);
  });

  it('are the styles.css export, with KaTeX', () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { publishConfig: { exports: Record<string, unknown> } };
    expect(manifest.publishConfig.exports['./styles.css']).toEqual({ default: './dist/styles.css' });
    expect(readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8')).toContain("@import 'katex/dist/katex.min.css';");
  });
});
