// The translation key of a shared account field rule's problem (see accountRules in @app/api-client).
import type { AccountFieldProblem } from '@app/api-client';

export function fieldProblemKey(problem: AccountFieldProblem): `rules.${AccountFieldProblem}` {
  return `rules.${problem}`;
}
