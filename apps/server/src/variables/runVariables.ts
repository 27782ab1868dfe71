// The flow owner's global variables in one build or run: `load_from_db` fields get their values
// (credentials decrypted here, and only here), and the scrubber masks those credentials in
// everything the execution sends out or stores.
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
}

type Readable = { credential: boolean; value: string };
type Unreadable = { row: VariableRow; error: CredentialDecryptError };

export function createVariableResolution(db: Kysely<DatabaseSchema>, cipher: CredentialCipher): VariableResolution {
  const open = (row: VariableRow): Readable | Unreadable => {
    if (row.type === VariableType.GENERIC) return { credential: false, value: row.value ?? '' };
    try {
      return { credential: true, value: cipher.decrypt(row.value_encrypted ?? '', credentialContext(row.id)) };
    } catch (error) {
      if (error instanceof CredentialDecryptError) return { row, error };
      throw error;
    }
  };

  return {
    async forOwner(ownerId, logger, requestVariables = {}) {
      const rows = ownerId === null ? [] : await listUserVariables(db, ownerId);
      // Every credential is opened now, not when a field asks: a frozen component's cached output
      // may carry one that this execution never resolves, and it must be masked all the same.
      const opened = rows.map((row): [string, Readable | Unreadable] => [row.name, open(row)]);
      const variables = new Map(opened);
      // Request variables nobody stored, found by the upper-cased name a field asks for.
      const unstored = new Map<string, Readable>();
      for (const [name, value] of Object.entries(requestVariables)) {
        const stored = rows.find((row) => row.name.toUpperCase() === name);
        // A header value is masked like a credential unless it stands in for a generic variable.
        const variable = { credential: stored?.type !== VariableType.GENERIC, value };
        if (stored) variables.set(stored.name, variable);
        else unstored.set(name, variable);
      }
      const all = [...opened.map(([, variable]) => variable), ...variables.values(), ...unstored.values()];
      const credentials = all.flatMap((variable) => ('credential' in variable && variable.credential ? [variable.value] : []));
      return {
        secrets: createSecretScrubber(credentials),
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
  };
}
