// The baseline: the same events through the same parser, each token appended to one <pre>.
import { answerTokens, feed, painted, wireChunks } from './stream';

const out = document.getElementById('out')!;

window.benchStream = async () => {
  const chunks = wireChunks(answerTokens());
  out.textContent = '';
  const started = performance.now();
  const tokens = await feed(chunks, (chunk) => {
    out.textContent += chunk;
  });
  await painted();
  return { tokens, elapsedMs: performance.now() - started };
};
