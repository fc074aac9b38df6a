import {
  StrategyTextDescribeResponseSchema,
  StrategyTextErrorSchema,
  StrategyTextLogicSchema,
} from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const sma = (period: number | { input: string }) => ({
  name: 'SMA',
  type: 'comparable',
  properties: { period, source: 'close' },
});

describe('POST /api/strategy-text/parse', () => {
  it("answers the strategy's entry and exit logic, each side one row or null", async () => {
    const response = await call(server.app, 'POST', '/api/strategy-text/parse', {
      text: 'Buy when SMA(20) crosses above SMA(50)\nSell when stop loss 5% or take profit 10%',
    });
    expect(response.statusCode).toBe(200);
    expect(StrategyTextLogicSchema.parse(response.json())).toEqual({
      entryLogic: {
        long: { elements: [sma(20), { name: 'Cross Above', type: 'compare-operator' }, sma(50)] },
        short: null,
      },
      exitLogic: {
        exit_long: {
          elements: [
            { name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } },
            { name: 'Or', type: 'boolean-operator' },
            { name: 'Take Profit %', type: 'exit', properties: { percentage: 10 } },
          ],
        },
        exit_short: null,
      },
    });
  });

  it('binds the names of the inputs sent with the text', async () => {
    const response = await call(server.app, 'POST', '/api/strategy-text/parse', {
      text: 'Buy when SMA(fast) crosses above SMA(slow)',
      inputs: [{ name: 'fast', value: 20 }, { name: 'slow' }],
    });
    expect(response.statusCode).toBe(200);
    const logic = StrategyTextLogicSchema.parse(response.json());
    expect(logic.entryLogic.long).toEqual({
      elements: [
        sma({ input: 'fast' }),
        { name: 'Cross Above', type: 'compare-operator' },
        sma({ input: 'slow' }),
      ],
    });
  });

  it('refuses text it cannot read with 422, the line, the column, what was expected and the closest names', async () => {
    const crosses = await call(server.app, 'POST', '/api/strategy-text/parse', {
      text: 'Buy when SMA(20) crosses abov SMA(50)',
    });
    expect(crosses.statusCode).toBe(422);
    expect(StrategyTextErrorSchema.parse(crosses.json())).toEqual({
      detail: "line 1, column 26: after 'crosses' expected 'above' or 'below', found 'abov'",
      line: 1,
      column: 26,
      expected: "'above' or 'below'",
    });
    const misspelt = await call(server.app, 'POST', '/api/strategy-text/parse', {
      text: 'Buy when Close > 1\nSell when RSII(14) > 70',
    });
    expect(misspelt.statusCode).toBe(422);
    const error = StrategyTextErrorSchema.parse(misspelt.json());
    expect(error).toMatchObject({ line: 2, column: 11 });
    expect(error.suggestions?.[0]).toBe('RSI');
  });

  it('refuses a text past 4,000 characters, naming the limit, and a body without text', async () => {
    const long = await call(server.app, 'POST', '/api/strategy-text/parse', {
      text: `Buy when ${'Close > 1 and '.repeat(400)}Close > 1`,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ detail: 'The text has at most 4000 characters' });
    const none = await call(server.app, 'POST', '/api/strategy-text/parse', {});
    expect(none.statusCode).toBe(422);
    expect(typeof none.json<{ detail: unknown }>().detail).toBe('string');
  });
});

/** SPY 2019-2021: SMA(20) crossing SMA(50) in, out on the cross back, a 5% stop or a 10% target. */
const BLOCK_BODY = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2019-01-01', endDate: '2021-12-31' },
  entryLogic: {
    long: {
      elements: [
        { name: 'SMA', properties: { period: 20 } },
        { name: 'Cross Above' },
        { name: 'SMA', properties: { period: 50 } },
      ],
    },
  },
  exitLogic: {
    exit_long: {
      elements: [
        { name: 'Stop Loss %', properties: { percentage: 5 } },
        { name: 'Or' },
        { name: 'Take Profit %', properties: { percentage: 10 } },
        { name: 'Or' },
        { name: 'SMA', properties: { period: 20 } },
        { name: 'Cross Below' },
        { name: 'SMA', properties: { period: 50 } },
      ],
    },
  },
  riskSetting: { maxDrawdown: 0, dailyLossLimit: 0 },
};

describe('POST /api/strategy-text/describe', () => {
  it("answers the strategy's lines, which read back to the same rows", async () => {
    const described = await call(server.app, 'POST', '/api/strategy-text/describe', {
      strategy_config: BLOCK_BODY,
    });
    expect(described.statusCode).toBe(200);
    const { text, lines } = StrategyTextDescribeResponseSchema.parse(described.json());
    expect(lines).toEqual([
      'Buy when SMA crosses above SMA(50)',
      'Sell when stop loss 5% or take profit 10% or SMA crosses below SMA(50)',
    ]);
    expect(text).toBe(lines.join('\n'));

    const parsed = await call(server.app, 'POST', '/api/strategy-text/parse', { text });
    const logic = StrategyTextLogicSchema.parse(parsed.json());
    const exit = (name: string, properties: object) => ({ name, type: 'exit', properties });
    const or = { name: 'Or', type: 'boolean-operator' };
    expect(logic.exitLogic.exit_long).toEqual({
      elements: [
        exit('Stop Loss %', { percentage: 5 }),
        or,
        exit('Take Profit %', { percentage: 10 }),
        or,
        sma(20),
        { name: 'Cross Below', type: 'compare-operator' },
        sma(50),
      ],
    });
  });

  it('refuses a side that cannot be written, naming it', async () => {
    const response = await call(server.app, 'POST', '/api/strategy-text/describe', {
      strategy_config: {
        ...BLOCK_BODY,
        exitLogic: { exit_long: { elements: [{ type: 'dropzone', accept: ['exit'] }] } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'Exit long: an empty slot is waiting for an exit block' });
  });

  it('refuses a body without strategy_config', async () => {
    const response = await call(server.app, 'POST', '/api/strategy-text/describe', {
      text: 'Buy when Close > 1',
    });
    expect(response.statusCode).toBe(422);
  });
});
