#!/usr/bin/env node
// `pnpm release:dry`: what `pnpm release` would publish, checked without publishing. Packs every
// publishable package (pnpm pack applies publishConfig and replaces workspace: ranges), lints each
// tarball with publint --strict and arethetypeswrong, and assembles the changesets' release plan.
// Run after `turbo run build`. `--pack-destination <dir>` keeps the tarballs there.
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * The problems of attw's (`@arethetypeswrong/cli`) node16 profile, found by its own engine in this
 * process (one TypeScript load for every tarball instead of one per tarball). The packages are ESM
 * with a `default` condition, which Node 20.19+ and 22.12+ load through require(esm); attw
 * (TypeScript 5.6 inside) still calls that "dynamic import only" (cjs-resolves-to-esm), so that
 * rule is off. node10 resolution cannot see subpath exports. The packages ship their own types;
 * stylesheet entries (`@app/chat-ui/styles.css`) are for bundlers and have none.
 */
async function typeProblems(tarball) {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))), { excludeEntrypoints: [/\.css$/] });
  if (!analysis.types) return ['attw: the package has no types'];
  return analysis.problems
    .filter((problem) => problem.kind !== 'CJSResolvesToESM' && problem.resolutionKind !== 'node10')
    .map((problem) => `attw: ${problem.kind} ${JSON.stringify(problem)}`);
}

async function lintProblems(tarball) {
  const data = readFileSync(tarball);
  const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }, strict: true });
  return messages.filter((message) => message.type !== 'suggestion').map((message) => `publint --strict: ${message.type}: ${formatMessage(message, pkg, { color: false })}`);
}

function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
  });
}

function publishablePackages() {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir)
    .map((name) => ({ dir: join(packagesDir, name), manifest: JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** Packs the packages in one pnpm run; a package whose tarball is missing afterwards failed to pack. */
async function packAll(packages, destination) {
  const tarballOf = ({ name, version }) => join(destination, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
  for (const { manifest } of packages) rmSync(tarballOf(manifest), { force: true });
  const packed = await run('pnpm', [...packages.map(({ manifest }) => `--filter=${manifest.name}`), 'pack', '--pack-destination', destination], root);
  return packages.map(({ manifest }) => {
    const tarball = tarballOf(manifest);
    if (packed.status === 0 && existsSync(tarball)) return { name: manifest.name, tarball, problems: [] };
    return { name: manifest.name, problems: [`pnpm pack failed:\n${packed.output}`] };
  });
}

async function main() {
  const destinationIndex = process.argv.indexOf('--pack-destination');
  const keep = destinationIndex > 0;
  const destination = keep ? process.argv[destinationIndex + 1] : mkdtempSync(join(tmpdir(), 'release-dry-'));
  mkdirSync(destination, { recursive: true });
  const packages = publishablePackages();
  const results = await packAll(packages, destination);
  for (const result of results) {
    if (result.tarball) result.problems.push(...(await lintProblems(result.tarball)), ...(await typeProblems(result.tarball)));
  }
  // The plan `changeset version` would apply: fails on a changeset it could not version.
  const plan = await run(join(root, 'node_modules', '.bin', 'changeset'), ['status', '--output', join(destination, 'release-plan.json')], root);
  if (!keep) rmSync(destination, { recursive: true, force: true });

  let failed = plan.status !== 0;
  if (failed) process.stdout.write(`changeset status failed:\n${plan.output}\n`);
  for (const { name, problems } of results) {
    process.stdout.write(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}\n`);
    for (const problem of problems) process.stdout.write(`${problem.replace(/^/gm, '     ')}\n`);
    failed ||= problems.length > 0;
  }
  process.stdout.write(`${results.length} packages packed and checked${failed ? ', with problems' : ''}\n`);
  process.exit(failed ? 1 : 0);
}

await main();
