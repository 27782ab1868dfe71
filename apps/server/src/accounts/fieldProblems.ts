// The messages of spec/1 section 5 for the shared field rules of @app/api-client, and a zod
// refinement that answers them, so every account and admin route words a bad field alike.
import type { AccountFieldProblem } from '@app/api-client';
import { z } from 'zod';
import { invalidField } from '../errors/appError';

export const fieldProblemMessages: Record<AccountFieldProblem, string> = {
  nameLength: '请输入3-20个字符',
  usernameFormat: '请输入正确的用户名/手机号码/邮箱',
  usernameLetter: '用户名格式必须包含字母',
  passwordLength: '请输入6-20个字符',
  passwordStrength: '请输入大小写字母，数字，特殊字符至少三种组合',
  phoneFormat: '请输入正确的手机号码',
  emailFormat: '请输入正确的邮箱',
  codeFormat: '请输入6位的验证码',
};

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
