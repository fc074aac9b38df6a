import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/accounts';
import { AuthScreen, VerifyScreen } from '../pages/auth-page';
import { logicRow, rowElements } from '../support/builder';
import { codeIn, waitForMail } from '../support/mail';
import { setRange } from '../support/research';
import { captureScreens } from '../support/screens';

/**
 * A new visitor's whole first use, as one story (docs/product.md#the-first-use): "Start Building
 * Free" on the landing page, the sign-up form and the code mailed to them, a template run and saved
 * (its card on My Strategies shows its results), a five-symbol portfolio whose positions fill its
 * five slots, a sweep whose best cell "Apply best" loads, and a watch whose test alert arrives in
 * the bell. Once on a 1280 px desktop with a mouse, once on a 375 px phone by touch, where the
 * builder's Run Backtest and Save sit in the bottom action bar and More actions holds Watch, Share
 * and Export (docs/builder.md#on-a-phone).
 */

const PASSWORD = 'Str0ng!Passw0rd';

interface Device {
  label: string;
  width: number;
  phone: boolean;
}

const DEVICES: Device[] = [
  { label: 'a 1280 px desktop', width: 1280, phone: false },
  { label: 'a 375 px phone by touch', width: 375, phone: true },
];

/** A tap on the phone, a click on the desktop. */
async function press(device: Device, target: Locator): Promise<void> {
  if (device.phone) await target.tap();
  else await target.click();
}

const actionBar = (page: Page) => page.getByRole('group', { name: 'Strategy actions' });

/** The builder's Run: in the bottom action bar on a phone, the top bar's Run on a desktop. */
function runButton(page: Page, device: Device): Locator {
  return device.phone
    ? actionBar(page).getByRole('button', { name: 'Run Backtest', exact: true })
    : page.getByRole('button', { name: 'Run', exact: true });
}

function saveButton(page: Page, device: Device): Locator {
  return device.phone
    ? actionBar(page).getByRole('button', { name: 'Save', exact: true })
    : page.getByRole('button', { name: 'Save', exact: true });
}

/** Runs the strategy in the builder and returns the trade count its log's last line gives. */
async function runAndCountTrades(page: Page, device: Device): Promise<number> {
  await press(device, runButton(page, device));
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText(/Backtest complete: \d+ trades?/, { timeout: 120_000 });
  const line = /Backtest complete: (\d+) trades?/.exec((await logs.textContent()) ?? '');
  return Number(line?.[1] ?? Number.NaN);
}

/** A new strategy from the SMA Crossover template, through the builder's template picker. */
async function openSmaCrossoverTemplate(page: Page, device: Device): Promise<void> {
  await page.goto('/builder?start=template');
  await press(device, page.getByRole('button', { name: /^SMA Crossover/ }));
  await expect(page.getByRole('tab', { name: 'Entry Logic' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
}

for (const device of DEVICES) {
  test.describe(`first use on ${device.label}`, () => {
    test.use(
      device.phone
        ? { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 900 } },
    );

    test(`from "Start Building Free" to a test alert in the bell, on ${device.label}`, async ({ page }) => {
      test.setTimeout(600_000);
      // Leaving the builder with an unsaved strategy asks first; the visitor says leave.
      page.on('dialog', (dialog) => void dialog.accept());
      const email = uniqueEmail(device.phone ? 'phone-first-use' : 'desktop-first-use');

      let firstRunTrades = 0;

      await test.step('sign up from the landing page with the mailed code', async () => {
        await page.goto('/');
        await press(device, page.locator('#hero').getByRole('link', { name: 'Start Building Free' }));
        await expect(page).toHaveURL(/\/auth\/signup$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
        const auth = new AuthScreen(page);
        await auth.email.fill(email);
        await auth.password.fill(PASSWORD);
        await auth.repeatPassword.fill(PASSWORD);
        await press(device, auth.terms);
        await expect(auth.terms).toBeChecked();
        await press(device, auth.submit('Sign Up'));
        await expect(page).toHaveURL(/\/verify-email$/);
        await expect(page.getByText(email)).toBeVisible();
        await new VerifyScreen(page).enter(codeIn(await waitForMail(email)));
        await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
      });

      await test.step('a template, run and saved', async () => {
        await page.goto('/overview');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
        await press(device, page.getByRole('link', { name: 'Start from a template' }));
        const templates = page.getByRole('dialog', { name: 'New from template' });
        await expect(templates).toBeVisible({ timeout: 30_000 });
        await press(device, templates.getByRole('button', { name: /^SMA Crossover/ }));
        await expect(page.getByRole('tab', { name: 'Entry Logic' })).toHaveAttribute(
          'aria-selected',
          'true',
          {
            timeout: 30_000,
          },
        );
        if (device.phone) {
          // On a phone the run and the save live in the bottom bar, not in the top bar.
          await expect(actionBar(page)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
        }
        firstRunTrades = await runAndCountTrades(page, device);
        expect(firstRunTrades).toBeGreaterThan(0);
        await press(device, saveButton(page, device));
        await expect(page.getByText('Strategy "SMA Crossover" saved successfully!')).toBeVisible({
          timeout: 30_000,
        });
        await expect(page).toHaveURL(/\/builder\?id=\d+$/);
        if (device.phone) {
          await press(device, actionBar(page).getByRole('button', { name: 'More actions' }));
          const menu = page.getByRole('menu');
          await expect(menu.getByRole('menuitem', { name: 'Watch', exact: true })).toBeEnabled();
          await expect(menu.getByRole('menuitem', { name: 'Share', exact: true })).toBeVisible();
          await expect(menu.getByRole('menuitem', { name: 'Export', exact: true })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toHaveCount(0);
        }
      });
      const strategyId = Number(new URL(page.url()).searchParams.get('id'));

      await test.step('its card on My Strategies shows its results', async () => {
        await page.goto('/dashboard');
        const card = page.getByRole('article', { name: 'SMA Crossover' });
        await expect(card.getByText('Backtested', { exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(card.getByText('Not Run')).toHaveCount(0);
        // The figures are the saved run's: its trade count is the one the run's log gave.
        await expect(
          card.locator('dt', { hasText: /^Trades$/ }).locator('xpath=following-sibling::dd'),
        ).toHaveText(String(firstRunTrades));
        await captureScreens(page, 'first-use-card', {
          widths: [device.width],
          fullPage: false,
        });
      });

      await test.step('five symbols in one account fill five slots, and trade', async () => {
        await openSmaCrossoverTemplate(page, device);
        await press(device, page.getByRole('tab', { name: 'Strategy Settings' }));
        const equityUsed = page.getByRole('spinbutton', { name: 'Equity used (%)' });
        await expect(equityUsed).toHaveValue('100');
        const symbols = page.getByRole('combobox', { name: 'Add symbols' });
        await symbols.fill('AAPL, MSFT, GOOGL, AMZN, META');
        await symbols.press('Enter');
        await expect(page.getByRole('list', { name: 'Chosen symbols' }).getByRole('listitem')).toHaveCount(5);
        await expect(equityUsed).toHaveValue('20');
        await expect(equityUsed).toHaveAccessibleDescription(
          '20% of equity per position, up to 5 positions.',
        );
        expect(await runAndCountTrades(page, device)).toBeGreaterThan(20);
      });

      await test.step('a sweep, and Apply best loads its best cell', async () => {
        await openSmaCrossoverTemplate(page, device);
        await press(
          device,
          page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name: 'Optimise', exact: true }),
        );
        const optimise = page.getByRole('tabpanel', { name: 'Optimise', exact: true });
        // Nine combinations keep the run short: fast 10, 20, 30 x slow 40, 50, 60.
        await setRange(optimise, 'fast (input)', 10, 30, 10);
        await setRange(optimise, 'slow (input)', 40, 60, 10);
        await press(device, optimise.getByRole('button', { name: 'Run 9 combinations' }));
        const bestLine = optimise.getByText(/^Best: fast \d+, slow \d+: Sharpe ratio -?\d+\.\d\d$/);
        await expect(bestLine).toBeVisible({ timeout: 180_000 });
        const [, bestFast, bestSlow] =
          /^Best: fast (\d+), slow (\d+):/.exec((await bestLine.textContent()) ?? '') ?? [];
        if (!bestFast || !bestSlow) throw new Error('The best cell is not stated');
        expect(['10', '20', '30']).toContain(bestFast);
        expect(['40', '50', '60']).toContain(bestSlow);
        await captureScreens(page, 'first-use-sweep', {
          widths: [device.width],
          fullPage: false,
        });
        await press(device, optimise.getByRole('button', { name: 'Apply best' }));
        expect(await rowElements(logicRow(page, 1))).toEqual([
          `SMA fast=${bestFast}`,
          'Cross Above',
          `SMA slow=${bestSlow}`,
        ]);
        await press(device, page.getByRole('tab', { name: 'Strategy Settings' }));
        const inputs = await page
          .getByLabel('Input value', { exact: true })
          .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
        expect(inputs).toEqual([bestFast, bestSlow]);
      });

      await test.step('a watch on the saved strategy, and its test alert in the bell', async () => {
        await page.goto(`/strategy/${strategyId}`);
        await press(device, page.getByRole('button', { name: 'Watch', exact: true }).first());
        await expect(page.getByRole('link', { name: /^Watching/ }).first()).toBeVisible({ timeout: 30_000 });
        await page.goto('/watching');
        await expect(page.getByRole('heading', { name: 'Watching', level: 1 })).toBeVisible();
        await press(device, page.getByRole('button', { name: 'Send a test alert' }));
        await expect(page.getByText(/^Test alert: SMA Crossover: .+\. Sent to the bell/)).toBeVisible({
          timeout: 30_000,
        });
        const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
        await expect(bell).toBeVisible();
        await press(device, bell);
        const item = page.getByRole('menuitem', { name: /^Test alert: SMA Crossover/ });
        await expect(item).toBeVisible();
        await expect(item).toHaveAttribute('href', `/strategy/${strategyId}`);
        await captureScreens(page, 'first-use-bell', {
          widths: [device.width],
          fullPage: false,
        });
      });
    });
  });
}
