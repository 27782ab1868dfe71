// Runs every benchmark (or those named on the command line) and prints each figure next to its
// same-run baseline. BENCH_QUICK=1 runs one iteration each: the smoke test uses it to keep every
// benchmark working; the figures of a quick run are not meant to be read.
import { run as canvas } from './canvas.bench.ts';
import { run as chatPage } from './chat-page.bench.ts';
import { run as chatStream } from './chat-stream.bench.ts';
import { run as consoleSize } from './console-size.bench.ts';
import { run as editorRoute } from './editor-route.bench.ts';
import { run as embedSize } from './embed-size.bench.ts';
import { run as eventLoop } from './event-loop.bench.ts';
import { run as eventParser } from './event-parser.bench.ts';
import { run as firstToken } from './first-token.bench.ts';
import { run as flowGraph } from './flow-graph.bench.ts';
import { run as marketplace } from './marketplace.bench.ts';
import { run as queueMode } from './queue-mode.bench.ts';
import { run as runApi } from './run-api.bench.ts';
import { run as serverMemory } from './server-memory.bench.ts';
import { run as serverStartup } from './server-startup.bench.ts';
import { run as voice } from './voice.bench.ts';
import { run as widgetSize } from './widget-size.bench.ts';

interface Benchmark {
  run(iterations: number): Promise<unknown>;
  iterations: number;
}

const benchmarks: Record<string, Benchmark> = {
  'server-startup': { run: serverStartup, iterations: 5 },
  'flow-graph': { run: flowGraph, iterations: 5 },
  'event-parser': { run: eventParser, iterations: 5 },
  // For this one an iteration is a second of load.
  'run-api': { run: runApi, iterations: 5 },
  // An iteration is five seconds of load: 12 are issue 19's 60 s.
  'server-memory': { run: serverMemory, iterations: 12 },
  // As for run-api: an iteration is a second of each load.
  'queue-mode': { run: queueMode, iterations: 5 },
  'first-token': { run: firstToken, iterations: 30 },
  // An iteration is one spoken turn through the socket and one through the providers alone.
  voice: { run: voice, iterations: 30 },
  // An iteration is one PDF parse and one CSV split beside the hostile regex runs.
  'event-loop': { run: eventLoop, iterations: 1 },
  // An iteration is one timed request of each kind.
  marketplace: { run: marketplace, iterations: 300 },
  // An iteration opens and drags each page once in Chromium.
  canvas: { run: canvas, iterations: 3 },
  // An iteration opens the editor route and the bare page once each.
  'editor-route': { run: editorRoute, iterations: 3 },
  // An iteration streams the answer once into each page.
  'chat-stream': { run: chatStream, iterations: 3 },
  // Sizes do not vary: each page is loaded once whatever the count.
  'chat-page': { run: chatPage, iterations: 1 },
  'console-size': { run: consoleSize, iterations: 1 },
  'embed-size': { run: embedSize, iterations: 1 },
  'widget-size': { run: widgetSize, iterations: 1 },
};

const quick = process.env.BENCH_QUICK === '1';
const only = process.argv.slice(2);
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only.length > 0 && !only.includes(name)) continue;
  await benchmark.run(quick ? 1 : benchmark.iterations);
}
