// The flow owner's global variables in one build or run: `load_from_db` fields get their values
// (credentials decrypted here, and only here), and the scrubber masks those credentials in
// everything the execution sends out or stores.
import { LRUCache } from 'lru-cache';
import { VariableType } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../db/schema';
import { CredentialDecryptError, type CredentialCipher } from './credentialCipher';
import { listUserVariables, type VariableRow } from './variableQueries';
import { credentialContext } from './variableService';
import { createSecretScrubber, type SecretScrubber } from './secretScrubber';

export const runVariableMessages = {
  UNREADABLE: (name: string) => `Variable ${name} could not be decrypted with this server's ENCRYPTION_KEY; the server log says why.`,
  // Langflow's text: session ids are stored and shown, so a credential cannot be one.
  CREDENTIAL_AS_SESSION_ID: (name: string) =>
    `variable ${name} of type 'Credential' cannot be used in a Session ID field because its purpose is to prevent the exposure of values.`,
} as const;

export interface ExecutionVariables {
  /** For the engine: the value of the owner's variable of that name; undefined when there is none. */
  resolveVariable(name: string, field: string): Promise<string | undefined>;
  /** Masks every one of the owner's credentials. */
  secrets: SecretScrubber;
}

export interface VariableResolution {
  /** The variables of a flow's owner; a flow without an owner (a system example) has none. */
  /**
   * `requestVariables` (a run's X-LANGFLOW-GLOBAL-VAR-* headers, names upper-cased) take the place
   * of the owner's variable of that name, compared without case, for this execution only.
   */
  forOwner(ownerId: string | null, logger: Logger, requestVariables?: Readonly<Record<string, string>>): Promise<ExecutionVariables>;
  /** The owner's variables were created, changed or deleted here: the next execution reads them anew. */
  ownerChanged(ownerId: string): void;
}

/**
 * How long an owner's opened variables serve executions. A change through this process ends them
 * at once (ownerChanged); one through another API instance shows within this time.
 */
export const VARIABLE_CACHE_TTL_MS = 5_000;
/** Past this many owners the oldest entry makes room. */
const MAX_CACHED_OWNERS = 1_000;

type Readable = { credential: boolean; value: string };
type Unreadable = { row: VariableRow; error: CredentialDecryptError };

/** An owner's stored variables, opened once for every execution until they change. */
interface OwnerVariables {
  rows: VariableRow[];
  byName: ReadonlyMap<string, Readable | Unreadable>;
  /** Masks the stored credentials, the unreadable ones' ciphertext excepted. */
  secrets: SecretScrubber;
}

interface CacheEntry {
  variables: Promise<OwnerVariables>;
  expiresAt: number;
}

const noVariables: OwnerVariables = { rows: [], byName: new Map(), secrets: createSecretScrubber([]) };

const credentialValues = (variables: Iterable<Readable | Unreadable>) => [...variables].flatMap((variable) => ('credential' in variable && variable.credential ? [variable.value] : []));

/** `now` measures the cache entries' lifetime (tests move it forward). */
export function createVariableResolution(db: Kysely<DatabaseSchema>, cipher: CredentialCipher, now: () => number = Date.now, ttlMs = VARIABLE_CACHE_TTL_MS): VariableResolution {
  const open = (row: VariableRow): Readable | Unreadable => {
    if (row.type === VariableType.GENERIC) return { credential: false, value: row.value ?? '' };
    try {
      return { credential: true, value: cipher.decrypt(row.value_encrypted ?? '', credentialContext(row.id)) };
    } catch (error) {
      if (error instanceof CredentialDecryptError) return { row, error };
      throw error;
    }
  };

  const load = async (ownerId: string): Promise<OwnerVariables> => {
    const rows = await listUserVariables(db, ownerId);
    // Every credential is opened now, not when a field asks: a frozen component's cached output
    // may carry one that this execution never resolves, and it must be masked all the same.
    const byName = new Map(rows.map((row): [string, Readable | Unreadable] => [row.name, open(row)]));
    return { rows, byName, secrets: createSecretScrubber(credentialValues(byName.values())) };
  };

  const entries = new LRUCache<string, CacheEntry>({ max: MAX_CACHED_OWNERS });
  const ownerVariables = (ownerId: string): Promise<OwnerVariables> => {
    const at = now();
    const cached = entries.get(ownerId);
    if (cached && cached.expiresAt > at) return cached.variables;
    if (cached) entries.delete(ownerId);
    // Concurrent executions of one owner share one read.
    const entry: CacheEntry = { variables: load(ownerId), expiresAt: at + ttlMs };
    entries.set(ownerId, entry);
    entry.variables.catch(() => {
      if (entries.get(ownerId) === entry) entries.delete(ownerId);
    });
    return entry.variables;
  };

  return {
    async forOwner(ownerId, logger, requestVariables = {}) {
      const stored = ownerId === null ? noVariables : await ownerVariables(ownerId);
      const headers = Object.entries(requestVariables);
      let variables = stored.byName;
      let secrets = stored.secrets;
      // Request variables nobody stored, found by the upper-cased name a field asks for.
      const unstored = new Map<string, Readable>();
      if (headers.length > 0) {
        const merged = new Map(stored.byName);
        for (const [name, value] of headers) {
          const row = stored.rows.find((candidate) => candidate.name.toUpperCase() === name);
          // A header value is masked like a credential unless it stands in for a generic variable.
          const variable = { credential: row?.type !== VariableType.GENERIC, value };
          if (row) merged.set(row.name, variable);
          else unstored.set(name, variable);
        }
        variables = merged;
        // The stored credentials stay masked even where a header takes their place.
        secrets = createSecretScrubber(credentialValues([...stored.byName.values(), ...merged.values(), ...unstored.values()]));
      }
      return {
        secrets,
        async resolveVariable(name, field) {
          const variable = variables.get(name) ?? unstored.get(name.toUpperCase());
          if (variable === undefined) return undefined;
          if ('error' in variable) {
            logger.error({ variableId: variable.row.id, variableName: name, ownerId, reason: variable.error.reason }, variable.error.message);
            throw new Error(runVariableMessages.UNREADABLE(name));
          }
          if (variable.credential && field === 'session_id') throw new Error(runVariableMessages.CREDENTIAL_AS_SESSION_ID(name));
          return variable.value;
        },
      };
    },
    ownerChanged(ownerId) {
      entries.delete(ownerId);
    },
  };
}
