import type { Locator, Page } from '@playwright/test';

/** The signed-in pages' frame: sidebar, header with breadcrumbs and search, main content. */
export class DashboardShell {
  readonly sidebar: Locator;
  readonly header: Locator;
  readonly breadcrumbs: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    this.header = page.getByRole('banner');
    this.breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.main = page.getByRole('main');
  }

  /** The sidebar toggle: collapses it on wide screens, opens the drawer on narrow ones. */
  sidebarToggle(): Locator {
    return this.header.getByRole('button', { name: /sidebar|navigation/i });
  }

  link(name: string): Locator {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  logout(): Locator {
    return this.sidebar.getByRole('button', { name: 'Logout' });
  }
}
