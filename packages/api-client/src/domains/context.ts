// What a domain module (auth, users, system, ...) gets from the client it belongs to.
import type { AuthSession } from '../authSession';
import type { Requester } from '../requester';
import type { TokenStore } from '../tokenStore';

export interface DomainContext {
  request: Requester;
  /** The client's server root ('' for same origin), for addresses the browser opens itself (sockets). */
  baseUrl: string;
  session: AuthSession;
  tokenStore: TokenStore;
  isAutoLogin(): boolean;
}
