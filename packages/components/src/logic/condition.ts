// The comparisons of the If-Else router (Langflow's ConditionalRouter operators).
import { computeTask } from '../compute/offload';
import { componentError } from '../messages';
import { compileLinearRegex, testRegex } from '../shared/linearRegex';

export const CONDITION_OPERATORS = [
  'equals',
  'not equals',
  'contains',
  'starts with',
  'ends with',
  'regex',
  'less than',
  'less than or equal',
  'greater than',
  'greater than or equal',
] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

type NumberOperator = Extract<ConditionOperator, 'less than' | 'less than or equal' | 'greater than' | 'greater than or equal'>;

export function isConditionOperator(value: string): value is ConditionOperator {
  return (CONDITION_OPERATORS as readonly string[]).includes(value);
}

/**
 * Whether `text` satisfies `operator` against `match`. Without case sensitivity both sides are
 * compared in lower case and a regex gets the `i` flag. A regex matches anywhere in the text
 * (anchor it with ^ and $ for a whole match); an invalid one, or a number comparison on text that
 * is not a number, is an error rather than a silent false, so a typo does not route every input.
 */
export function evaluateCondition(text: string, operator: ConditionOperator, match: string, caseSensitive: boolean): boolean {
  if (operator === 'regex') return testRegex(compileLinearRegex(match, caseSensitive ? '' : 'i'), text);
  const left = caseSensitive ? text : text.toLowerCase();
  const right = caseSensitive ? match : match.toLowerCase();
  switch (operator) {
    case 'equals':
      return left === right;
    case 'not equals':
      return left !== right;
    case 'contains':
      return left.includes(right);
    case 'starts with':
      return left.startsWith(right);
    case 'ends with':
      return left.endsWith(right);
    default:
      return compareNumbers(text, operator, match);
  }
}

/** evaluateCondition with named inputs; off the event loop when the text is large. */
export const conditionHoldsTask = computeTask('conditionHolds', (input: { text: string; operator: ConditionOperator; match: string; caseSensitive: boolean }) =>
  evaluateCondition(input.text, input.operator, input.match, input.caseSensitive),
);

/** Number("") is 0, but an empty text is not the number zero. */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return trimmed === '' || Number.isNaN(number) ? undefined : number;
}

function compareNumbers(text: string, operator: NumberOperator, match: string): boolean {
  const left = toNumber(text);
  const right = toNumber(match);
  if (left === undefined || right === undefined) throw componentError('NOT_A_NUMBER', { text, match });
  switch (operator) {
    case 'less than':
      return left < right;
    case 'less than or equal':
      return left <= right;
    case 'greater than':
      return left > right;
    case 'greater than or equal':
      return left >= right;
  }
}
