// The package's reference is split between the README and docs/: the component table in
// docs/components.md names every built-in component once, and the README links to both docs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinComponents } from '../src';

const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8');

describe('the component docs', () => {
  it('lists every built-in component in the table of docs/components.md, and no other', () => {
    const doc = read('docs/components.md');
    const table = doc.slice(doc.indexOf('| Type | Name | Category | Inputs | Outputs |')).split('\n\n')[0]!;
    const listed = [...table.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(builtinComponents.map((component) => component.type).sort());
  });

  it('keeps the README short, linking to the docs it points at', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(400);
    const links = [...readme.matchAll(/\]\((docs\/[\w.-]+)\)/g)].map((match) => match[1]!);
    expect(new Set(links)).toEqual(new Set(['docs/components.md', 'docs/langflow.md']));
    for (const link of links) expect(existsSync(join(import.meta.dirname, '..', link))).toBe(true);
  });
});
