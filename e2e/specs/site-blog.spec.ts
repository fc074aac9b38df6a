import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

const POSTS = [
  { id: 'getting-started-algorithmic-trading', category: 'Beginner', minutes: 8, chart: 'btc-sma-crossover' },
  { id: 'understanding-backtesting', category: 'Intermediate', minutes: 10, chart: 'btc-ma-equity' },
  { id: 'technical-indicators-guide', category: 'Education', minutes: 12, chart: 'aapl-rsi' },
] as const;

test.describe('the blog', () => {
  test.setTimeout(90_000);

  test('lists the three articles with category, date and read time', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, post] of POSTS.entries()) {
      await expect(cards.nth(index)).toContainText(post.category);
      await expect(cards.nth(index)).toContainText(`${String(post.minutes)} min read`);
      await expect(cards.nth(index)).toContainText('2025');
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/blog/${post.id}`);
    }
    await expectAccessible(page, '/blog');
    await captureScreens(page, 'site-blog-index');
    expect(errors).toEqual([]);
  });

  for (const post of POSTS) {
    test(`${post.id}: header, blocks, a chart from real data, call to action and footer links`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/blog/${post.id}`);
      const article = page.getByRole('main').getByRole('article');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(article.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
      await expect(article).toContainText(post.category);
      await expect(article).toContainText(`${String(post.minutes)} min read`);
      await expect(article).toContainText('Jan');
      // Bold from double asterisks is markup-free text in <strong>, never raw asterisks.
      await expect(article.locator('strong').first()).toBeVisible();
      expect(await article.innerText()).not.toContain('**');
      const words = (await article.innerText()).split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
      expect(words).toBeGreaterThanOrEqual(1500);
      // A chart runs the engine when a reader nears it, not at load: scroll to its place.
      await article.locator(`[data-chart-figure="${post.chart}"]`).scrollIntoViewIfNeeded();
      const chart = article.locator(`[data-chart="${post.chart}"]`);
      await expect(chart).toBeVisible();
      await expect(chart.locator('path[d^="M"]').first()).toBeVisible();
      await expect(article.getByRole('link', { name: 'Try Strategy Builder' })).toHaveAttribute(
        'href',
        '/builder',
      );
      await expect(article.getByRole('link', { name: 'More Articles' })).toHaveAttribute('href', '/blog');
      await expect(article.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/contact');
      await expectAccessible(page, post.id);
      expect(errors).toEqual([]);
    });
  }

  test('blocks fade in as they scroll into view', async ({ page }) => {
    await page.goto('/blog/understanding-backtesting');
    const blocks = page.locator('[data-visible]');
    await expect(blocks.first()).toHaveAttribute('data-visible', 'true');
    await expect(blocks.last()).toHaveAttribute('data-visible', 'false');
    await blocks.last().scrollIntoViewIfNeeded();
    await expect(blocks.last()).toHaveAttribute('data-visible', 'true');
  });

  test("an unknown post says 'Post not found' and leads back", async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an article looks right at 1280 and 375 px in both themes', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/blog/technical-indicators-guide');
      await page.evaluate((value) => {
        localStorage.setItem('stratblocks.theme', value);
      }, theme);
      await page.reload();
      await page.locator('[data-chart-figure="aapl-rsi"]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-chart="aapl-rsi"]')).toBeVisible();
      await expectAccessible(page, `article, ${theme}`);
      await captureScreens(page, `site-blog-post-${theme}`, { fullPage: false });
    }
  });
});
