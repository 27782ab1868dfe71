// The usage examples of the publishable packages' READMEs run as pasted. A block fenced
// ```ts runnable is written to a file here, where the packages resolve as a third party's Node
// resolves them (their built dist, no workspace condition), type-checked strictly (NodeNext) and
// run with Node (its type stripping); a ```text output block right after it is what it must print.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const packagesDir = join(root, 'packages');
// Inside this package, so `@app/...` imports find its workspace links.
const work = mkdtempSync(join(import.meta.dirname, '..', '.readme-examples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Example {
  code: string;
  output?: string;
}

/** The ```ts runnable blocks of a README, each with the ```text output block that follows it. */
function runnableExamples(markdown: string): Example[] {
  const fence = /^```([^\n]*)\n([\s\S]*?)^```$/gm;
  const blocks = [...markdown.matchAll(fence)].map((match) => ({ info: match[1]!.trim(), body: match[2]!, end: match.index + match[0].length }));
  return blocks.flatMap((block, index) => {
    if (block.info !== 'ts runnable') return [];
    const next = blocks[index + 1];
    const between = next ? markdown.slice(block.end, markdown.indexOf(next.body, block.end)) : '';
    const followed = next?.info === 'text output' && !/\S/.test(between.replace(/^```text output$/m, '').replace(/^[^\n]*:\s*$/gm, ''));
    return [{ code: block.body, output: followed ? next.body.trimEnd() : undefined }];
  });
}

function run(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: work, env: { ...process.env, NO_COLOR: '1', NODE_OPTIONS: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const examples = readdirSync(packagesDir)
  .filter((dir) => !(JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as { private?: boolean }).private)
  .flatMap((dir) => runnableExamples(readFileSync(join(packagesDir, dir, 'README.md'), 'utf8')).map((example, index) => ({ name: `${dir} #${index + 1}`, file: join(work, `${dir}-${index + 1}.mts`), ...example })));

// What a third party's strict TypeScript project would say about the examples as pasted.
const TSCONFIG = {
  compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2023', lib: ['ES2023'], types: ['node'], noEmit: true, skipLibCheck: true },
  include: ['*.mts'],
};

beforeAll(() => {
  for (const { file, code } of examples) writeFileSync(file, code);
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(TSCONFIG));
});

describe('the runnable README examples', () => {
  it('finds the usage examples of the packages that need no server or browser, each with what it prints', () => {
    const packages = new Set(examples.map(({ name }) => name.split(' ')[0]));
    for (const dir of ['flow-graph', 'build-runner', 'engine', 'components', 'sandbox', 'templates', 'i18n']) expect(packages).toContain(dir);
    expect(examples.filter(({ output }) => output === undefined).map(({ name }) => name)).toEqual([]);
  });

  it('reads the output block that follows an example', () => {
    const markdown = '```ts runnable\nconsole.log(1);\n```\n\nIt prints:\n\n```text output\n1\n```\n\n```ts runnable\nconsole.log(2);\n```\n\nAnd then\n\n```text output\n3\n```\n';
    expect(runnableExamples(markdown)).toEqual([{ code: 'console.log(1);\n', output: '1' }, { code: 'console.log(2);\n', output: undefined }]);
  });

  it('type-check in a strict NodeNext project', async () => {
    const result = await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', work]);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  }, 600_000); // seconds alone; the bound is for a machine busy with the whole suite

  it.each(examples)('$name runs as pasted', async ({ file, output }) => {
    const result = await run(process.execPath, ['--no-warnings', file]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    if (output !== undefined) expect(result.stdout.trimEnd()).toBe(output);
  }, 300_000);
});
