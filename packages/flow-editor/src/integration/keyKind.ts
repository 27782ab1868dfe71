// The two kinds of key the 集成 tab manages: channel codes (web integration: the embedded chat
// page of one app) and API keys (API integration: the run API of every published app).
import type { ApiKeyRead } from '@app/api-client';

export type KeyKind = 'channel' | 'api';

/** The integration namespace's group of texts of a kind. */
export const textsOf = (kind: KeyKind) => (kind === 'channel' ? 'channels' : 'keys') as 'channels' | 'keys';

export const isKind = (kind: KeyKind) => (key: ApiKeyRead) => key.is_channel === (kind === 'channel');
