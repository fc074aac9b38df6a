import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

/** Five daily bars of a made-up fund, in a CSV as a user would export it. */
const CSV = [
  'Date,Open,High,Low,Close,Volume',
  '2024-03-01,20,21,19.5,20.5,1000',
  '2024-03-04,20.5,22,20,21.5,1200',
  '2024-03-05,21.5,22.5,21,22,900',
  '2024-03-06,22,23,21.5,22.8,1100',
  '2024-03-07,22.8,23.4,22.1,23,1000',
].join('\n');

test('a trader uploads a CSV series on My data, finds it in the builder, and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const account = await signUpViaApi(request);
  await storeSession(page, account.token);
  await page.goto('/overview');
  await page.getByRole('link', { name: 'My data' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/data$/);
  await expect(page.getByRole('heading', { name: 'My data', level: 1 })).toBeVisible();
  await expect(page.getByText('No series yet')).toBeVisible();
  await captureScreens(page, 'my-data-empty');

  // A bad file: the server's reason, naming its first bad line, is shown.
  const file = page.getByLabel('CSV file');
  await file.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Open,High,Low,Close\n2024-13-45,1,2,0.5,1.5\n'),
  });
  await page.getByLabel('Symbol').fill('MYFUND');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Line 2: .*2024-13-45/ })).toBeVisible();

  await file.setInputFiles({ name: 'myfund.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByRole('button', { name: 'Upload' }).click();
  const list = page.getByRole('list', { name: 'Your series' });
  await expect(list.getByText('MYFUND', { exact: true })).toBeVisible();
  await expect(list.getByText(/^5 bars · 2024-03-01 to 2024-03-07 · [\d.]+ KB · US Stocks$/)).toBeVisible();
  await expectAccessible(page, 'my data');
  await captureScreens(page, 'my-data-listed');

  // The upload is one of the user's symbols in the builder's ticker search.
  await page.goto('/builder');
  const ticker = page.getByRole('combobox', { name: 'Ticker symbol' });
  await ticker.fill('MYF');
  await expect(page.getByRole('option', { name: /MYFUND/ })).toBeVisible();

  await page.goto('/dashboard/data');
  await page.getByRole('button', { name: 'Delete MYFUND' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete MYFUND?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete MYFUND' }).click();
  await expect(page.getByText('No series yet')).toBeVisible();
  // The refused file's 422 is the browser's one expected console line.
  expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
});
