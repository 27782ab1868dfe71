// Who a failed job counted against, from its owner id: the server records a user's id, or
// `apikey:<key id>` for a call with an API key, or `public:<client id>` for a visitor of a public
// playground, and names only users (null once the user is deleted).
import type { FailedJobRead } from '@app/api-client';

export type JobOwner =
  | { kind: 'user'; username: string }
  | { kind: 'userGone'; id: string }
  | { kind: 'apiKey'; id: string }
  | { kind: 'publicVisitor'; id: string };

const API_KEY_PREFIX = 'apikey:';
const PUBLIC_PREFIX = 'public:';

export function jobOwner({ owner_id, owner_name }: Pick<FailedJobRead, 'owner_id' | 'owner_name'>): JobOwner {
  if (owner_id.startsWith(API_KEY_PREFIX)) return { kind: 'apiKey', id: owner_id.slice(API_KEY_PREFIX.length) };
  if (owner_id.startsWith(PUBLIC_PREFIX)) return { kind: 'publicVisitor', id: owner_id.slice(PUBLIC_PREFIX.length) };
  return owner_name === null ? { kind: 'userGone', id: owner_id } : { kind: 'user', username: owner_name };
}
