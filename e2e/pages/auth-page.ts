import type { Locator, Page } from '@playwright/test';

/** /auth: the Sign In and Sign Up tabs, their forms, Google and Forgot Password. */
export class AuthScreen {
  readonly email: Locator;
  readonly password: Locator;
  readonly repeatPassword: Locator;
  readonly terms: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.repeatPassword = page.getByLabel('Repeat Password', { exact: true });
    this.terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
  }

  async open(): Promise<void> {
    await this.page.goto('/auth');
  }

  tab(name: 'Sign In' | 'Sign Up'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  submit(name: 'Sign In' | 'Sign Up'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.tab('Sign In').click();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit('Sign In').click();
  }
}

/** /verify-email: four single-digit boxes, Submit and Resend. */
export class VerifyScreen {
  constructor(readonly page: Page) {}

  digit(index: number): Locator {
    return this.page.getByLabel(`Digit ${index} of 4`);
  }

  /** Types the code into the first box; the boxes advance by themselves. */
  async enter(code: string): Promise<void> {
    await this.digit(1).click();
    await this.page.keyboard.type(code);
  }
}
