import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens, expectNoHorizontalScroll } from '../support/screens';

/** Every public page besides the landing and the blog: its h1, texts a visitor needs, its title. */
const PAGES = [
  {
    path: '/pricing',
    h1: 'Free. That is the whole price list.',
    texts: ['$0', 'Start Building Free', 'There is one plan'],
  },
  {
    path: '/about',
    h1: 'Test the idea before you trade it',
    texts: ['What it is not', 'Where the data comes from'],
  },
  { path: '/contact', h1: 'Talk to us', texts: ['support@stratblocks.com', 'within 24 hours'] },
  {
    path: '/terms',
    h1: 'Terms of Service',
    texts: ['at least 18 years old', 'one hundred US dollars ($100)', 'legal@stratblocks.com'],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    texts: ['We do not sell your data', 'Signing in with Google', 'privacy@stratblocks.com'],
  },
  { path: '/disclaimer', h1: 'Disclaimer', texts: ['13. Contact', 'Final warning', 'Backtesting limits'] },
  {
    path: '/cookies',
    h1: 'Cookie Policy',
    texts: [
      'October 20, 2025',
      '13. Contact',
      'stratblocks.access_token',
      'stratblocks.strategy_draft',
      '7 days',
    ],
  },
] as const;

test.describe('the public pages', () => {
  test.setTimeout(120_000);

  for (const page of PAGES) {
    test(`${page.path} shows its texts, its title and description, and passes axe`, async ({
      page: browser,
    }) => {
      const errors = collectErrors(browser);
      await browser.goto(page.path);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.h1);
      for (const text of page.texts)
        await expect(browser.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(browser).toHaveTitle(/· StratBlocks$/);
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(browser.locator('meta[property="og:title"]')).toHaveAttribute('content', /StratBlocks/);
      await expectAccessible(browser, page.path);
      expect(errors).toEqual([]);
    });
  }

  test('the disclaimer and the cookie policy have 13 sections each; legal pages open at the top', async ({
    page,
  }) => {
    for (const path of ['/disclaimer', '/cookies']) {
      await page.goto(path);
      await expect(page.locator('article ol > li')).toHaveCount(13);
    }
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByRole('link', { name: 'cache manager' })).toHaveAttribute(
      'href',
      '/clear-cache.html',
    );
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the contact form checks every field, sends the message, confirms for 3 s and clears', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

    await form.getByLabel('Name').fill('Ada Trader');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').fill('A question about stops');
    await form.getByLabel('Message').fill('Does a trailing stop move on the bar of entry?');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);
    await expect(form.getByText('Message Sent!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Ada Trader');
    await expect(form.getByText('Message Sent!')).toBeHidden({ timeout: 5000 });
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await captureScreens(page, 'site-contact');
    expect(errors).toEqual([]);
  });

  test('/clear-cache.html removes what this site stored and says what it removed', async ({ page }) => {
    await page.goto('/pricing');
    await page.evaluate(() => {
      localStorage.setItem('stratblocks.theme', 'dark');
      localStorage.setItem('stratblocks.strategy_draft', '{}');
      sessionStorage.setItem('stratblocks.probe', '1');
    });
    await page.goto('/clear-cache.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear site data');
    const removed = page.getByRole('region', { name: 'Removed' }).getByRole('listitem');
    await expect(removed).toContainText([
      'Local storage: stratblocks.theme',
      'Local storage: stratblocks.strategy_draft',
      'Session storage: stratblocks.probe',
    ]);
    // Leaving the app may also save its scroll positions (React Router, session storage): counted too.
    const count = await removed.count();
    await expect(page.getByRole('status')).toContainText(`removed ${String(count)} items`);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await expectAccessible(page, '/clear-cache.html');
  });

  test('pricing and a legal page look right at 1280 and 375 px in both themes', async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/pricing');
      await page.evaluate((value) => {
        localStorage.setItem('stratblocks.theme', value);
      }, theme);
      await page.reload();
      await captureScreens(page, `site-pricing-${theme}`);
      await page.goto('/disclaimer');
      await expectAccessible(page, `/disclaimer, ${theme}`);
      await captureScreens(page, `site-disclaimer-${theme}`, { fullPage: false });
    }
  });

  test('robots.txt and sitemap.xml are served, and every sitemap page has its own title, description and Open Graph tags and fits 360 px', async ({
    page,
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(paths.length).toBeGreaterThanOrEqual(12);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Post not found' })).toHaveCount(0);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
      titles.add(title);
      descriptions.add(description);
      await expectNoHorizontalScroll(page);
    }
    const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect((await request.get(image)).headers()['content-type']).toBe('image/png');
    expect(titles.size, 'a title per page').toBe(paths.length);
    expect(descriptions.size, 'a description per page').toBe(paths.length);
    expect(errors).toEqual([]);
  });
});
