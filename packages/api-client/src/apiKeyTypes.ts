// Wire types of the API keys and channel codes calls (spec/3 sections 3 and 7) and of the calls a
// key opens: the embedded chat page's rest/* calls.

/** spec/3 section 9: "API key or channel code name max 30". */
export const API_KEY_NAME_MAX_LENGTH = 30;
/** Longest domain a key may be bound to. */
export const API_KEY_DOMAIN_MAX_LENGTH = 253;
/** The header (or query parameter) that carries a key, as Langflow clients send it. */
export const API_KEY_HEADER = 'x-api-key';

/** Why a key is refused at once (HTTP 403, `detail`/`msg`): the embedded page tells its visitor which. */
export const API_KEY_REFUSAL = {
  /** The key is switched off. */
  DISABLED: 'The API key is disabled',
  /** The key is bound to another site than the calling page's. */
  OTHER_SITE: 'The API key is not valid for this site',
} as const;

/** An API key or channel code record. */
export interface ApiKeyRead {
  id: string;
  name: string;
  /** The site the key is bound to (checked against a browser's Origin); null: any. */
  domain: string | null;
  /** Masked in lists (`sk-AbC…xYz9`); the full key only in the answer of its creation and of the display call. */
  api_key: string;
  is_active: boolean;
  /** A channel code: opens only its store's public chat (rest/*) and its runs. */
  is_channel: boolean;
  created_at: string;
  last_used_at: string | null;
  store_id: string;
}

/** GET api_key/{store_id}: `{api_keys}`. */
export interface ApiKeyList {
  api_keys: ApiKeyRead[];
}

export interface ApiKeyListQuery {
  /** Channel codes only (the channel-codes screen); otherwise API keys only. */
  channel_only?: boolean;
  /** Part of the name. */
  search?: string;
}

/** POST api_key/{store_id}. */
export interface ApiKeyCreate {
  /** Required, at most 30 characters. */
  name: string;
  /** Optional: a host (`example.com`, `*.example.com` for its subdomains, with a port if needed) or an origin URL. */
  domain?: string | null;
  is_active?: boolean;
  is_channel?: boolean;
}

/** PATCH api_key/{id}: the fields to change. */
export interface ApiKeyUpdate {
  name?: string;
  domain?: string | null;
  is_active?: boolean;
}

/** GET api_key/display/{id}. */
export interface ApiKeyDisplay {
  api_key: string;
}

/** The path of the embedded chat page's build call: POST rest/build/{store_id}/flow with a key. */
export function restBuildPath(storeId: string): string {
  return `rest/build/${encodeURIComponent(storeId)}/flow`;
}
