/**
 * The password typed at sign-up (or at a sign-in refused as "Email not verified"), kept in memory
 * only until the email is verified: the verify call sends it with the code, so the account takes
 * the password of whoever holds the mailbox, never one set by an earlier sign-up of the same email.
 * Never stored: a reload forgets it, and the code then confirms the account's first password.
 */
let pending: { email: string; password: string } | null = null;

export function rememberSignUpPassword(email: string, password: string): void {
  pending = { email: email.trim().toLowerCase(), password };
}

export function signUpPasswordFor(email: string): string | undefined {
  return pending && pending.email === email.trim().toLowerCase() ? pending.password : undefined;
}

export function forgetSignUpPassword(): void {
  pending = null;
}
