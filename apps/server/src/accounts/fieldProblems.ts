// The messages of spec/1 section 5 for the shared field rules of @app/api-client, and a zod
// refinement that answers them, so every account and admin route words a bad field alike.
import type { AccountFieldProblem } from '@app/api-client';
// The one namespace, not `resources`: that would keep every screen's texts of both languages loaded.
import { auth } from '@app/i18n/locales/zh/auth';
import { z } from 'zod';
import { invalidField } from '../errors/appError';

/** The forms' own texts (auth namespace, Chinese): the server words a bad field exactly as they do. */
export const fieldProblemMessages: Record<AccountFieldProblem, string> = auth.validation;

/** Throws the 10003 error of the first problem, if any. */
export function assertNoFieldProblem(...problems: Array<AccountFieldProblem | null>): void {
  const problem = problems.find((entry) => entry !== null);
  if (problem) throw invalidField(fieldProblemMessages[problem]);
}

/** A string field judged by one of the shared rules; a failure carries the spec's message. */
export function ruleChecked(rule: (value: string) => AccountFieldProblem | null) {
  return z.string().superRefine((value, context) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: 'custom', message: fieldProblemMessages[problem] });
  });
}
