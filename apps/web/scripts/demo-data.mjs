// npm run demo-data -w @stratblocks/web: cuts the small daily slices the landing page's hero
// preview, interactive demo and blog charts run on, from the bundled dataset (data/market). The
// rows are copied as they are (no rounding), so that a run of the engine on the slice in Node gives
// the figures the browser shows. Output: public/demo-data/<SYMBOL>.csv, checked in.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const out = join(root, 'apps', 'web', 'public', 'demo-data');
const FIRST = '2020-01-01';
const LAST = '2025-12-31';
const SYMBOLS = ['BTC-USD', 'ETH-USD', 'AAPL'];

const manifest = JSON.parse(readFileSync(join(root, 'data', 'market', 'manifest.json'), 'utf8'));
mkdirSync(out, { recursive: true });
for (const symbol of SYMBOLS) {
  const series = manifest.series.find((entry) => entry.symbol === symbol && entry.interval === '1d');
  if (!series) throw new Error(`${symbol} daily is not in data/market/manifest.json`);
  const [header, ...rows] = readFileSync(join(root, 'data', 'market', series.file), 'utf8')
    .trim()
    .split(/\r?\n/);
  const kept = rows.filter((row) => {
    const date = row.slice(0, 10);
    return date >= FIRST && date <= LAST;
  });
  writeFileSync(join(out, `${symbol}.csv`), `${[header, ...kept].join('\n')}\n`);
  console.log(
    `${symbol}: ${kept.length} daily bars, ${kept[0]?.slice(0, 10)} to ${kept.at(-1)?.slice(0, 10)}`,
  );
}
