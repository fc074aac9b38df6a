import type { AssetClass, GeneralSettings, RiskSettings } from '../strategy/types';

/** The numbers the simulator needs, in fractions (not percents). */
export interface SimulationSettings {
  initialCapital: number;
  /** Fraction of equity per new trade in percent mode. */
  equityFraction: number;
  commissionRate: number;
  slippageRate: number;
  sizingMode: 'percent' | 'fixed';
  fixedPositionSize: number;
  /** US stocks and ETFs trade whole units; crypto and forex fractional ones. */
  wholeUnits: boolean;
  longShort: boolean;
  maxOpenTrades: number;
  maxTradesPerDay: number;
  /** Halt when equity falls more than this fraction below its peak; 0 disables. */
  maxDrawdown: number;
  /** No entries on a day whose equity fell more than this fraction; 0 disables. */
  dailyLossLimit: number;
  /** Ratio used by a Risk/Reward exit block that does not set its own. */
  riskRewardRatio: number;
}

export function wholeUnitsFor(assetClass: AssetClass): boolean {
  return assetClass === 'US Stocks';
}

export function simulationSettings(general: GeneralSettings, risk: RiskSettings): SimulationSettings {
  return {
    initialCapital: general.initialCapital,
    equityFraction: general.equityUsed / 100,
    commissionRate: general.commission / 100,
    slippageRate: general.slippage / 100,
    sizingMode: risk.sizingMode ?? 'percent',
    fixedPositionSize: risk.fixedPositionSize,
    wholeUnits: wholeUnitsFor(general.assetClass),
    longShort: general.strategyType === 'Long/Short',
    maxOpenTrades: Math.max(1, Math.floor(risk.maxOpenTrades)),
    maxTradesPerDay: Math.max(1, Math.floor(risk.maxTradesPerDay)),
    maxDrawdown: risk.maxDrawdown / 100,
    dailyLossLimit: risk.dailyLossLimit / 100,
    riskRewardRatio: risk.riskRewardRatio,
  };
}
