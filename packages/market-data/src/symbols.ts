import type { AssetClass } from './types';

/** Forms a user may type for one symbol: EURUSD and EURUSD=X, ^GSPC and GSPC, BRK-B and BRK.B. */
export function symbolAliases(symbol: string): string[] {
  const upper = symbol.toUpperCase();
  const aliases = new Set<string>([upper]);
  aliases.add(upper.replace(/^\^/, ''));
  aliases.add(upper.replace(/=X$/, ''));
  aliases.add(upper.replace(/-/g, '.'));
  aliases.add(upper.replace(/-/g, ''));
  if (upper.endsWith('-USD')) aliases.add(upper.slice(0, -4));
  return [...aliases];
}

/** The key a typed symbol is looked up by. */
export function normaliseSymbolInput(text: string): string {
  return text.trim().toUpperCase();
}

/** Asset classes of the manifest, as the builder names them. */
export function assetClassOf(manifestClass: string): AssetClass {
  if (manifestClass === 'crypto') return 'Cryptocurrency';
  if (manifestClass === 'forex') return 'Forex';
  return 'US Stocks';
}
