import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { captureScreens } from '../support/screens';
import { libraryBlock, logicRow, pointerDrag } from '../support/builder';

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

test('running a strategy without entry logic reports the engine error; View Alerts lists it first', async ({
  page,
}) => {
  await storeSession(page, account.token);
  await page.goto('/builder');
  await page.getByRole('button', { name: /^View Alerts \(\d+\)/ }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts' });
  await expect(alerts.getByRole('list', { name: 'Strategy alerts' })).toContainText(/entry/i);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByText(/^Error running strategy: /)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'View Traceback' }).click();
  await expect(page.getByRole('dialog', { name: 'Traceback' })).toContainText(/entry/i);
});

test('settings and risk tabs keep numbers numeric within their bounds, and are accessible', async ({
  page,
}) => {
  await storeSession(page, account.token);
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible();
  await expectAccessible(page, 'builder settings tab');
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  await expect(page.getByText('Risk Management Guide')).toBeVisible();
  await page.getByLabel('Position sizing').selectOption('fixed');
  const fixed = page.getByRole('spinbutton', { name: /Fixed position size/ });
  await expect(fixed).toBeEnabled();
  await fixed.fill('2500');
  const drawdown = page.getByRole('spinbutton', { name: /Max drawdown/ });
  await drawdown.fill('150');
  await expect(page.getByText('Must be at least 0 and at most 100')).toBeVisible();
  await drawdown.fill('25');
  await captureScreens(page, 'builder-risk', { widths: [1280, 1920], fullPage: false });
  await expectAccessible(page, 'builder risk tab');

  // The draft keeps the numbers as numbers.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const draft = JSON.parse(window.localStorage.getItem('stratblocks.strategy_draft') ?? '{}') as {
          config?: {
            riskSetting?: { fixedPositionSize?: unknown; maxDrawdown?: unknown; sizingMode?: unknown };
          };
        };
        return draft.config?.riskSetting;
      }),
    )
    .toMatchObject({ fixedPositionSize: 2500, maxDrawdown: 25, sizingMode: 'fixed' });
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await storeSession(page, account.token);
  await page.goto('/builder');
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await pointerDrag(
    page,
    libraryBlock(page, 'Trending Up'),
    page.getByText('Drag a block here to start an entry row'),
  );
  await expect(logicRow(page, 1)).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/builder/);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the results panel opens, maximises, resizes by dragging and closes from its active tab', async ({
  page,
}) => {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/builder');
  const panelHeight = () =>
    page.evaluate(() => document.getElementById('results')?.getBoundingClientRect().height ?? 0);
  await page.getByRole('tab', { name: 'Performance Metrics' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Performance Metrics' })).toBeVisible();
  await expect.poll(panelHeight).toBeGreaterThanOrEqual(199);

  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await expect.poll(panelHeight).toBeGreaterThan(900 - 176 - 60);
  await page.getByRole('button', { name: 'Restore panel size' }).click();
  await expect.poll(panelHeight).toBeLessThan(400);

  const separator = page.getByRole('separator', { name: 'Resize results panel' });
  const box = await separator.boundingBox();
  if (!box) throw new Error('no separator');
  const before = await panelHeight();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 120, { steps: 10 });
  await page.mouse.up();
  await expect.poll(panelHeight).toBeGreaterThan(before + 80);

  await page.getByRole('tab', { name: 'Performance Metrics' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Performance Metrics' })).toBeHidden();
  await expect.poll(panelHeight).toBeLessThan(60);
});

test('on a phone the workspace comes first and nothing scrolls sideways', async ({ page }) => {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/builder');
  await expect(page.getByRole('navigation', { name: 'Block library' })).toBeHidden();
  await page.getByRole('button', { name: 'Show block library' }).click();
  await expect(page.getByRole('navigation', { name: 'Block library' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide block library' }).click();
  await captureScreens(page, 'builder-phone', { widths: [375], fullPage: false });
});

test('Long/Short strategies get the Entry Short and Exit Short slots', async ({ page }) => {
  await storeSession(page, account.token);
  await page.goto('/builder');
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await expect(page.getByRole('group', { name: /Entry Long/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /Entry Short/ })).toBeHidden();
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await page.getByLabel('Strategy type').selectOption('Long/Short');
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await expect(page.getByRole('group', { name: /Entry Short/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  await expect(page.getByRole('group', { name: /Exit Long/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /Exit Short/ })).toBeVisible();
});
