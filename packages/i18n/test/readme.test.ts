// The README's namespace table is the list a consumer loads namespaces from: it must name every
// namespace, in the order of `namespaces`, and no other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../src';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('the README', () => {
  it('lists every namespace in the order of `namespaces`', () => {
    const table = readme.slice(readme.indexOf('| Namespace | Contents |')).split('\n\n')[0]!;
    const listed = [...table.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual(namespaces);
  });
});
