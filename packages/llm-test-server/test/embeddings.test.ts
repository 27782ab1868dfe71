// Embeddings: deterministic, normalised vectors in which texts sharing words are near.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedEmbedding, startLlmTestServer, type LlmTestServer } from '../src/index';
import { postJson } from './support/sse';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('embeddings', () => {
  let server: LlmTestServer;
  beforeAll(async () => {
    server = await startLlmTestServer({ embeddingDimensions: 32 });
  });
  afterAll(() => server.close());

  it('gives the same normalised vector for the same text, ignoring case and punctuation', () => {
    const vector = hashedEmbedding('The cat sat.', 32);
    expect(vector).toHaveLength(32);
    expect(Math.hypot(...vector)).toBeCloseTo(1, 10);
    expect(hashedEmbedding('the CAT sat', 32)).toEqual(vector);
    expect(hashedEmbedding('   ', 32)).toEqual(new Array(32).fill(0));
  });

  it('puts texts sharing words nearer than unrelated ones, Chinese included', () => {
    const query = hashedEmbedding('向量数据库 检索', 256);
    const near = hashedEmbedding('向量数据库支持相似度检索', 256);
    const far = hashedEmbedding('今天天气很好', 256);
    expect(cosine(query, near)).toBeGreaterThan(cosine(query, far));
    const cats = hashedEmbedding('cats and dogs', 256);
    expect(cosine(cats, hashedEmbedding('dogs and cats play', 256))).toBeGreaterThan(cosine(cats, hashedEmbedding('stock market report', 256)));
  });

  it('answers the OpenAI embeddings shape, with dimensions and base64 on request', async () => {
    const response = await postJson(`${server.baseUrl}/embeddings`, { model: 'text-embedding-3-small', input: ['a b', 'c'] });
    const body = (await response.json()) as { object: string; data: Array<{ object: string; index: number; embedding: number[] }>; usage: { prompt_tokens: number } };
    expect(body).toMatchObject({ object: 'list', model: 'text-embedding-3-small', usage: { prompt_tokens: 3, total_tokens: 3 } });
    expect(body.data.map((item) => [item.object, item.index, item.embedding])).toEqual([
      ['embedding', 0, hashedEmbedding('a b', 32)],
      ['embedding', 1, hashedEmbedding('c', 32)],
    ]);
    const sized = (await (await postJson(`${server.baseUrl}/embeddings`, { model: 'm', input: 'x', dimensions: 8 })).json()) as typeof body;
    expect(sized.data[0]?.embedding).toHaveLength(8);
    const encoded = (await (await postJson(`${server.baseUrl}/embeddings`, { model: 'm', input: 'x', encoding_format: 'base64' })).json()) as {
      data: Array<{ embedding: string }>;
    };
    const floats = new Float32Array(Uint8Array.from(Buffer.from(encoded.data[0]!.embedding, 'base64')).buffer);
    expect([...floats].map((value) => Math.round(value * 1e5))).toEqual(hashedEmbedding('x', 32).map((value) => Math.round(value * 1e5)));
  });

  it('refuses input that is not text', async () => {
    const response = await postJson(`${server.baseUrl}/embeddings`, { model: 'm', input: [1, 2] });
    expect(response.status).toBe(400);
  });
});
