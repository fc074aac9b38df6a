import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

/**
 * The suite's `test`: each test comes from its own client address (X-Forwarded-For, which the
 * server trusts from loopback with TRUST_PROXY), the way real traders arrive from many addresses.
 * Per-IP limits (20 sign-ups an hour) then hold per test, as they would per visitor, while the
 * suite as a whole signs up many more users through one server.
 */
/**
 * Waits until the app has taken over the page: public pages arrive pre-rendered, and a click or a
 * keystroke before hydration would reach HTML that React does not handle yet. Pages that are not
 * the app (JSON, /clear-cache.html, the test harness pages: none names the application) are not
 * waited for.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset['appReady'] === 'true' ||
      document.querySelector('meta[name="application-name"][content="StratBlocks"]') === null,
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `10.${testInfo.workerIndex % 256}.${(clients >> 8) % 256}.${clients % 256}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
