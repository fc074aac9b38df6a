import type { BuilderDocument } from './document';
import { isSharedPortfolio, slotSizedEquity, type PortfolioDraft } from './portfolio';

/**
 * The document with a new portfolio. When the strategy becomes a shared portfolio (from one
 * symbol, or from a scan) equity used per trade becomes slotSizedEquity of its max open trades,
 * so that its slots can be filled (docs/engine.md, "Portfolios"). Only that change sets it: a
 * value the user types later, or a new max open trades, is left as it is.
 */
export function withPortfolio(document: BuilderDocument, portfolio: PortfolioDraft): BuilderDocument {
  if (isSharedPortfolio(document.portfolio) || !isSharedPortfolio(portfolio)) {
    return { ...document, portfolio };
  }
  const equityUsed = slotSizedEquity(document.riskSetting.maxOpenTrades);
  return { ...document, portfolio, generalSetting: { ...document.generalSetting, equityUsed } };
}
