/**
 * How strong a password is, the one rule behind the sign-up form's meter and the server's answer
 * to a new account (docs/accounts.md#passwords): one point each for 8 or more characters, lower and
 * upper case letters together, a digit, and a symbol (anything else, a space included).
 */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** The word the meter shows for each score. */
export const PASSWORD_STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The lowest score a new password may have: the meter's "Fair". "Too weak" and "Weak" are refused. */
export const MIN_PASSWORD_STRENGTH: PasswordStrength = 2;

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score as PasswordStrength;
}

/** True when a new password scores at least "Fair" on the meter. */
export function isPasswordStrongEnough(password: string): boolean {
  return passwordStrength(password) >= MIN_PASSWORD_STRENGTH;
}
