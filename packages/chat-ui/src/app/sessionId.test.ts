import { describe, expect, it } from 'vitest';
import { conversationId } from './sessionId';

const STORE = '5f0c8a52-3d4e-4b6a-9c1d-2e7f8a9b0c1d';
const RANDOM = 'b3a1c2d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('conversationId', () => {
  it('is the UUID v5 of the random id in the store id’s namespace: the same inputs give the same id', () => {
    const id = conversationId(STORE, RANDOM);
    expect(id).toBe(conversationId(STORE, RANDOM));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(conversationId('6f0c8a52-3d4e-4b6a-9c1d-2e7f8a9b0c1d', RANDOM)).not.toBe(id);
  });

  it('draws a new random id for each conversation', () => {
    expect(conversationId(STORE)).not.toBe(conversationId(STORE));
  });
});
