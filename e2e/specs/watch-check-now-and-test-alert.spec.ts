import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { watchedStrategyConfig } from '../../apps/server/test/bar-feed';

// The main e2e server runs on the bundled dataset (daily bars to 2025-12-31): nothing new arrives,
// so a watch says why it cannot alert, and a test alert is how a user sees where alerts go.
test('a trader checks a watch now and sends a test alert that the bell shows, linking to the strategy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const account = await signUpViaApi(request);
  const saved = await request.post('/api/strategies', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { name: 'SMA 5/20 tried out', strategy_config: watchedStrategyConfig('2023-01-03', '2025-12-31') },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: number };

  await storeSession(page, account.token);
  await page.goto(`/strategy/${id}`);
  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(page.getByRole('link', { name: /^Watching/ }).first()).toBeVisible();

  await page.goto('/watching');
  await expect(page.getByRole('heading', { name: 'Watching', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText(/^Checked through Dec 31, 2025: no new signal$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(/^Latest bar: 2025-12-31 \(bundled data ends there\); no new bars will arrive/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send a test alert' }).click();
  await expect(
    page.getByText(/^Test alert: SMA 5\/20 tried out: Entry long on SPY\. Sent to the bell, email/),
  ).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expectAccessible(page, 'watching with check now');
  await captureScreens(page, 'watch-check-now');

  await bell.click();
  const item = page.getByRole('menuitem', { name: /^Test alert: SMA 5\/20 tried out: Entry long on SPY/ });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', `/strategy/${id}`);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.screenshot({ path: `test-results/screens/bell-test-alert-${width}.png` });
  }
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/strategy/${id}$`));
  // The strategy page has the same controls beside its forward test.
  await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a test alert' })).toBeVisible();
  expect(errors).toEqual([]);
});
