import { z } from 'zod';
import { STRATEGY_LIMITS as LIMITS, logicDepthOf } from './limits';
import { isoDate, numeric } from './primitives';
import { InputLinkSchema, InputsSchema, refineInputLinks } from './strategy-inputs';

export const STRATEGY_TYPES = ['Long Only', 'Long/Short'] as const;
export const TIME_INTERVALS = ['1 Day', '1 Week', '1 Month', '1 Hour'] as const;
export const ASSET_CLASSES = ['US Stocks', 'Cryptocurrency', 'Forex'] as const;
export const SIZING_MODES = ['percent', 'fixed'] as const;
export const ELEMENT_TYPES = [
  'comparable',
  'boolean',
  'boolean-operator',
  'compare-operator',
  'exit',
] as const;

export const StrategyTypeSchema = z.enum(STRATEGY_TYPES);
export const TimeIntervalSchema = z.enum(TIME_INTERVALS);
export const AssetClassSchema = z.enum(ASSET_CLASSES);
export const ElementTypeSchema = z.enum(ELEMENT_TYPES);
export type StrategyType = z.infer<typeof StrategyTypeSchema>;
export type TimeInterval = z.infer<typeof TimeIntervalSchema>;
export type AssetClass = z.infer<typeof AssetClassSchema>;
export type ElementType = z.infer<typeof ElementTypeSchema>;

/** Defaults for a new strategy (docs/product.md#business-constants-and-limits). */
export const DEFAULT_GENERAL_SETTING = {
  strategyType: 'Long Only',
  timeInterval: '1 Day',
  assetClass: 'US Stocks',
  tickerSymbol: 'SPY',
  startDate: '2020-01-01',
  endDate: '2024-12-31',
  initialCapital: 10000,
  equityUsed: 100,
  commission: 0.1,
  slippage: 0,
} as const;

/**
 * The drawdown halt and the daily loss limit start off (0): a default must not stop or limit a
 * strategy the user did not ask to stop (docs/engine.md, "Risk rules").
 */
export const DEFAULT_RISK_SETTING = {
  maxOpenTrades: 5,
  fixedPositionSize: 1000,
  maxTradesPerDay: 10,
  maxDrawdown: 0,
  dailyLossLimit: 0,
  riskRewardRatio: 2,
  sizingMode: 'percent',
} as const;

/** What the settings form's Reset button restores (docs/product.md#business-constants-and-limits: other defaults). */
export const RESET_GENERAL_SETTING = {
  ...DEFAULT_GENERAL_SETTING,
  tickerSymbol: 'AAPL',
  startDate: '',
  endDate: '',
  commission: 0,
} as const;

export const GeneralSettingSchema = z
  .object({
    strategyType: StrategyTypeSchema.default(DEFAULT_GENERAL_SETTING.strategyType),
    timeInterval: TimeIntervalSchema.default(DEFAULT_GENERAL_SETTING.timeInterval),
    assetClass: AssetClassSchema.default(DEFAULT_GENERAL_SETTING.assetClass),
    tickerSymbol: z
      .string()
      .trim()
      .min(1, 'Ticker symbol is required')
      .max(32)
      .default(DEFAULT_GENERAL_SETTING.tickerSymbol),
    startDate: isoDate.default(DEFAULT_GENERAL_SETTING.startDate),
    endDate: isoDate.default(DEFAULT_GENERAL_SETTING.endDate),
    initialCapital: numeric
      .pipe(z.number().gt(0, 'Initial capital must be above 0'))
      .default(DEFAULT_GENERAL_SETTING.initialCapital),
    /** Percent of equity committed to each new trade in percent sizing mode (0-100). */
    equityUsed: numeric
      .pipe(z.number().min(0).max(100, 'Equity used is a percentage from 0 to 100'))
      .default(DEFAULT_GENERAL_SETTING.equityUsed),
    /** Percent of fill notional charged on every fill. */
    commission: numeric
      .pipe(z.number().min(0, 'Commission cannot be negative'))
      .default(DEFAULT_GENERAL_SETTING.commission),
    /** Percent moved against the trader on every fill. */
    slippage: numeric
      .pipe(z.number().min(0, 'Slippage cannot be negative'))
      .default(DEFAULT_GENERAL_SETTING.slippage),
  })
  .refine((s) => s.startDate <= s.endDate, {
    message: 'The start date must not be after the end date',
    path: ['endDate'],
  });
export type GeneralSetting = z.infer<typeof GeneralSettingSchema>;

export const RiskSettingSchema = z.object({
  maxOpenTrades: numeric
    .pipe(z.number().int().min(1, 'Max open trades is at least 1'))
    .default(DEFAULT_RISK_SETTING.maxOpenTrades),
  /** Dollars per trade in fixed sizing mode. */
  fixedPositionSize: numeric.pipe(z.number().min(0)).default(DEFAULT_RISK_SETTING.fixedPositionSize),
  maxTradesPerDay: numeric
    .pipe(z.number().int().min(1, 'Max trades per day is at least 1'))
    .default(DEFAULT_RISK_SETTING.maxTradesPerDay),
  /** Percent below the equity peak at which the run halts (0 disables). */
  maxDrawdown: numeric.pipe(z.number().min(0).max(100)).default(DEFAULT_RISK_SETTING.maxDrawdown),
  /** Percent below the previous day's closing equity at which entries stop for the day (0 disables). */
  dailyLossLimit: numeric.pipe(z.number().min(0).max(100)).default(DEFAULT_RISK_SETTING.dailyLossLimit),
  riskRewardRatio: numeric.pipe(z.number().gt(0)).default(DEFAULT_RISK_SETTING.riskRewardRatio),
  sizingMode: z.enum(SIZING_MODES).default(DEFAULT_RISK_SETTING.sizingMode),
});
export type RiskSetting = z.infer<typeof RiskSettingSchema>;

/** A block property value: numbers stay numbers, text stays text; or a link to an input. */
export const PropertyValueSchema = z.union([
  z.number(),
  InputLinkSchema,
  z
    .string()
    .max(LIMITS.propertyTextLength, `A property value has at most ${LIMITS.propertyTextLength} characters`),
  z.boolean(),
]);
export const PropertiesSchema = z
  .record(
    z
      .string()
      .max(LIMITS.propertyKeyLength, `A property name has at most ${LIMITS.propertyKeyLength} characters`),
    PropertyValueSchema,
  )
  .refine((properties) => Object.keys(properties).length <= LIMITS.propertiesPerBlock, {
    message: `A block has at most ${LIMITS.propertiesPerBlock} properties`,
  })
  .superRefine((properties, context) => {
    for (const problem of sourcePropertyProblems(properties))
      context.addIssue({ code: 'custom', path: [problem.property], message: problem.message });
  });

/** The timeframes a value block may read (docs/engine.md#11-other-symbols-and-timeframes). */
export const BLOCK_TIMEFRAMES = ['1D', '1W', '1M'] as const;
/** The shape of a market-data symbol a value block may read: SPY, ^VIX, BTC-USD, EURUSD=X, BRK.B. */
export const BLOCK_SYMBOL_PATTERN = /^[A-Za-z0-9.^=-]{1,20}$/;

/**
 * The `symbol` and `timeframe` of a block (docs/engine.md#11-other-symbols-and-timeframes): a
 * symbol is a non-empty text of the market data's symbol shape (spaces around it are ignored), a
 * timeframe one of 1D, 1W, 1M (any case). Whether the symbol exists and the run may read the timeframe is the
 * run's check.
 */
function sourcePropertyProblems(
  properties: Readonly<Record<string, unknown>>,
): Array<{ property: string; message: string }> {
  const problems: Array<{ property: string; message: string }> = [];
  const symbol = properties['symbol'];
  if (symbol !== undefined && (typeof symbol !== 'string' || !BLOCK_SYMBOL_PATTERN.test(symbol.trim()))) {
    problems.push({
      property: 'symbol',
      message: `symbol must be a market data symbol (1 to 20 characters among A-Z, 0-9 and . ^ = -), got ${JSON.stringify(symbol)}`,
    });
  }
  const timeframe = properties['timeframe'];
  if (
    timeframe !== undefined &&
    !(
      typeof timeframe === 'string' &&
      (BLOCK_TIMEFRAMES as readonly string[]).includes(timeframe.trim().toUpperCase())
    )
  ) {
    problems.push({
      property: 'timeframe',
      message: `timeframe must be one of ${BLOCK_TIMEFRAMES.join(', ')}, got ${JSON.stringify(timeframe)}`,
    });
  }
  return problems;
}

/** A block placed in a logic row. `type` and `properties` fall back to the catalogue's. */
export const BlockElementSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(LIMITS.blockNameLength, `A block name has at most ${LIMITS.blockNameLength} characters`),
  type: ElementTypeSchema.optional(),
  properties: PropertiesSchema.optional(),
  description: z
    .string()
    .max(
      LIMITS.blockDescriptionLength,
      `A block description has at most ${LIMITS.blockDescriptionLength} characters`,
    )
    .optional(),
});
export type BlockElement = z.infer<typeof BlockElementSchema>;

/** An empty slot of a row, waiting for a block of one of the accepted types. */
export const DropZoneSchema = z.object({
  type: z.literal('dropzone'),
  accept: z.array(ElementTypeSchema).max(ELEMENT_TYPES.length),
});
export type DropZone = z.infer<typeof DropZoneSchema>;

export const RowElementSchema = z.union([DropZoneSchema, BlockElementSchema]);
export type RowElement = z.infer<typeof RowElementSchema>;

const RowElementsSchema = z
  .array(RowElementSchema)
  .max(LIMITS.elementsPerRow, `A row has at most ${LIMITS.elementsPerRow} elements`);

export const LogicRowSchema = z.object({
  /** 1-based, renumbered when a row is deleted. */
  id: z.number().int().min(1),
  elements: RowElementsSchema,
  /** True once the row sits in an entry or exit slot. */
  dropped: z.boolean().default(false),
});
export type LogicRow = z.infer<typeof LogicRowSchema>;

/** The rows of one side of the builder. */
export const LogicRowsSchema = z
  .array(LogicRowSchema)
  .max(LIMITS.rowsPerSide, `A side has at most ${LIMITS.rowsPerSide} logic rows`);

/** A pointer to a row of the builder ("Logic N"). */
export const LogicRefSchema = z.object({
  id: z.number().int().min(1),
  label: z.string().optional(),
});
export type LogicRef = z.infer<typeof LogicRefSchema>;

/** A row written inline (the run body carries rows resolved in place of references). */
export const InlineRowSchema = z.object({
  id: z.number().int().min(1).optional(),
  elements: RowElementsSchema,
  dropped: z.boolean().optional(),
});
export type InlineRow = z.infer<typeof InlineRowSchema>;

export type LogicOperatorNode = {
  type: 'boolean-operator';
  name: 'And' | 'Or';
  left: LogicNode;
  right: LogicNode;
};
/** One side of a strategy: a row (inline or by reference), an And/Or tree of them, or nothing. */
export type LogicNode = LogicOperatorNode | InlineRow | LogicRef | null;

/**
 * A side of the strategy. A bare array of elements is read as a row written inline (a shorthand
 * for hand-written bodies), and a missing side as no logic. The And/Or depth is checked before
 * the tree is parsed: parsing a tree thousands of levels deep would overflow the stack.
 */
/**
 * A reference as a logic node: an object carrying `elements` is an inline row, never read as a
 * reference to its id (its problems, e.g. a bad symbol, are then reported rather than dropped).
 */
const RowReferenceOnlySchema = LogicRefSchema.and(
  z.custom<object>((value) => typeof value === 'object' && value !== null && !('elements' in value), {
    message: 'A row reference has no elements',
  }),
);

export const LogicNodeSchema: z.ZodType<LogicNode> = z.lazy(() =>
  z.preprocess(
    (value, context) => {
      if (logicDepthOf(value, LIMITS.logicDepth) > LIMITS.logicDepth) {
        context.addIssue({
          code: 'custom',
          message: `And/Or blocks nest at most ${LIMITS.logicDepth} levels deep`,
        });
        return null;
      }
      return Array.isArray(value) ? { elements: value } : (value ?? null);
    },
    z.union([
      z.null(),
      z.object({
        type: z.literal('boolean-operator'),
        name: z.enum(['And', 'Or']),
        left: LogicNodeSchema,
        right: LogicNodeSchema,
      }),
      InlineRowSchema,
      RowReferenceOnlySchema,
    ]),
  ),
);

export const EntryLogicSchema = z.object({
  long: LogicNodeSchema.default(null),
  short: LogicNodeSchema.default(null),
});
export type EntryLogic = z.infer<typeof EntryLogicSchema>;

export const ExitLogicSchema = z.object({
  exit_long: LogicNodeSchema.default(null),
  exit_short: LogicNodeSchema.default(null),
});
export type ExitLogic = z.infer<typeof ExitLogicSchema>;

/** How many symbols a portfolio holds (docs/engine.md#10-portfolios). */
export const PORTFOLIO_LIMITS = { minSymbols: 2, maxSymbols: 50 } as const;
export const PORTFOLIO_MODES = ['shared', 'separate'] as const;
export const RANK_ORDERS = ['highest', 'lowest'] as const;

/**
 * `portfolio` of a run body or strategy_config (docs/engine.md#10-portfolios): 2 to 50 symbols of the run's asset
 * class (the server checks each exists and its class), one account ("shared", the default) or each
 * symbol alone ("separate"), and optionally a value block whose value at a close orders the entry
 * candidates. generalSetting.tickerSymbol is then the first symbol (withPortfolioTicker).
 */
export const PortfolioSchema = z.object({
  symbols: z
    .array(z.string().trim().min(1, 'A portfolio symbol is empty').max(32))
    .min(
      PORTFOLIO_LIMITS.minSymbols,
      `A portfolio holds ${PORTFOLIO_LIMITS.minSymbols} to ${PORTFOLIO_LIMITS.maxSymbols} symbols`,
    )
    .max(
      PORTFOLIO_LIMITS.maxSymbols,
      `A portfolio holds ${PORTFOLIO_LIMITS.minSymbols} to ${PORTFOLIO_LIMITS.maxSymbols} symbols`,
    )
    .refine((symbols) => new Set(symbols.map((symbol) => symbol.toUpperCase())).size === symbols.length, {
      message: 'A portfolio lists each symbol once',
    }),
  mode: z.enum(PORTFOLIO_MODES).default('shared'),
  rankBy: z
    .object({
      element: BlockElementSchema,
      order: z.enum(RANK_ORDERS).default('highest'),
    })
    .optional(),
});
export type Portfolio = z.infer<typeof PortfolioSchema>;

/** A strategy or run body with its ticker set to the portfolio's first symbol (docs/engine.md#10-portfolios). */
export function withPortfolioTicker<
  T extends { generalSetting: { tickerSymbol: string }; portfolio?: Portfolio | undefined },
>(body: T): T {
  const first = body.portfolio?.symbols[0];
  if (first === undefined || body.generalSetting.tickerSymbol === first) return body;
  return { ...body, generalSetting: { ...body.generalSetting, tickerSymbol: first } };
}

/** The current version of stored strategy documents; migrate() brings older ones up to it. */
export const STRATEGY_SCHEMA_VERSION = 1;

/**
 * A strategy as the builder saves it. `inputs` (docs/engine.md#strategy-inputs) and `portfolio` (docs/engine.md#10-portfolios) are
 * absent from older documents; without `portfolio` the strategy runs its one tickerSymbol.
 */
export const StrategyConfigSchema = z
  .object({
    schemaVersion: z.literal(STRATEGY_SCHEMA_VERSION),
    generalSetting: GeneralSettingSchema,
    inputs: InputsSchema.optional(),
    entryLogic: EntryLogicSchema,
    exitLogic: ExitLogicSchema,
    riskSetting: RiskSettingSchema,
    entryLogicRows: LogicRowsSchema,
    exitLogicRows: LogicRowsSchema,
    portfolio: PortfolioSchema.optional(),
  })
  .superRefine(refineInputLinks);
export type StrategyConfig = z.infer<typeof StrategyConfigSchema>;
