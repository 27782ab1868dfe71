// The translation key of a shared account field rule's problem (see accountRules in @app/api-client):
// one set of texts, in the auth namespace, for registration, the account dialog and the admin forms.
import type { AccountFieldProblem } from '@app/api-client';

export function fieldProblemKey(problem: AccountFieldProblem): `auth:validation.${AccountFieldProblem}` {
  return `auth:validation.${problem}`;
}
