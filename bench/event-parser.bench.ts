// Throughput of @app/build-runner's event parser on a long token stream delivered in 16 KiB
// chunks, next to the least any parser must do: decode the whole buffer at once, split on blank
// lines and JSON.parse each piece.
import { createEventStreamParser } from '@app/build-runner';
import { median, printRows, type Row } from './lib/report.ts';

const CHUNK_BYTES = 16 * 1024;

function tokenStream(events: number): Uint8Array {
  const pieces: string[] = [];
  for (let i = 0; i < events; i++) {
    pieces.push(`${JSON.stringify({ event: 'token', data: { chunk: `词元 token ${i} `, id: 'b6c1e2f0-3d7a-4f59-9a51-5d2b8e4c0a11', timestamp: '2026-11-22 03:12:30 UTC' } })}\n\n`);
  }
  return new TextEncoder().encode(pieces.join(''));
}

function megabytesPerSecond(bytes: number, ms: number): number {
  return bytes / (1024 * 1024) / (ms / 1000);
}

function time(fn: () => number, expected: number, iterations: number): number {
  const samples: number[] = [];
  for (let i = 0; i < iterations + 1; i++) {
    const started = performance.now();
    const count = fn();
    const elapsed = performance.now() - started;
    if (count !== expected) throw new Error(`parsed ${count} events, expected ${expected}`);
    if (i > 0) samples.push(elapsed);
  }
  return median(samples);
}

export async function run(iterations: number): Promise<Row[]> {
  const events = 100_000;
  const stream = tokenStream(events);
  const ours = time(
    () => {
      const parser = createEventStreamParser();
      let count = 0;
      for (let offset = 0; offset < stream.length; offset += CHUNK_BYTES) {
        count += parser.push(stream.subarray(offset, offset + CHUNK_BYTES)).length;
      }
      return count + parser.end().length;
    },
    events,
    iterations,
  );
  const baseline = time(
    () => {
      let count = 0;
      for (const piece of new TextDecoder().decode(stream).split('\n\n')) {
        if (piece) {
          JSON.parse(piece);
          count++;
        }
      }
      return count;
    },
    events,
    iterations,
  );
  const rows: Row[] = [
    { metric: `event parser throughput (${(stream.length / 1024 / 1024).toFixed(1)} MiB, 16 KiB chunks)`, ours: megabytesPerSecond(stream.length, ours), baseline: megabytesPerSecond(stream.length, baseline), unit: 'MiB/s' },
  ];
  printRows(`Build event parsing, median of ${iterations}`, 'whole-buffer split and JSON.parse', rows);
  return rows;
}
