import { expect, type Locator, type Page } from '@playwright/test';

/** The public pages' frame: top bar, main content, footer. */
export class PublicShell {
  readonly topBar: Locator;
  readonly mainNav: Locator;
  readonly footer: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
  }

  /** The call to action: 'Get Started' signed out, 'Dashboard' signed in. */
  callToAction(signedIn: boolean): Locator {
    return this.topBar.getByRole('link', { name: signedIn ? 'Dashboard' : 'Get Started', exact: true });
  }

  /** Opens the More menu by hovering it, as a mouse user does. */
  async hoverMore(): Promise<Locator> {
    const more = this.mainNav.getByRole('button', { name: 'More' });
    // The pre-rendered bar shows a plain button until the menu's code has loaded (Radix marks its trigger).
    await expect(more).toHaveAttribute('data-state', 'closed');
    await more.hover();
    return this.mainNav.getByRole('link', { name: 'Contact' });
  }
}
