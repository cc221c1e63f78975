import { checkPassword, passwordPairSchema, type MessageKey } from '@tis/contracts';

export interface PasswordPairIssues {
  password: MessageKey[];
  confirm: MessageKey[];
}

/**
 * What is wrong with a new password entered twice, per field, as the contracts' message keys
 * (spec section 5: at least 8 characters with upper case, lower case and digits; both entries
 * match). The server checks the same schema.
 */
export function passwordPairIssues(password: string, confirm: string): PasswordPairIssues {
  const issues: PasswordPairIssues = {
    password: password === '' ? ['validation.passwordRequired'] : checkPassword(password),
    confirm: confirm === '' ? ['validation.passwordRequired'] : [],
  };
  if (confirm === '') return issues;
  const parsed = passwordPairSchema.safeParse({ password, confirm });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (issue.path[0] === 'confirm') issues.confirm.push(issue.message as MessageKey);
  }
  // The schema compares the pair only once the password passes the policy; say it at once.
  if (issues.confirm.length === 0 && password !== confirm) issues.confirm.push('validation.passwordMismatch');
  return issues;
}
