import { describe, expect, it } from 'vitest';
import {
  emptyDocument,
  readEndDate,
  toRunRequest,
  withEndDate,
} from '../src/features/builder/model/document';
import { useBuilderStore } from '../src/features/builder/store';

describe("the builder's settings store", () => {
  it('starts from the defaults of a new strategy (docs/product.md#business-constants-and-limits)', () => {
    expect(useBuilderStore.getState().history.present.generalSetting).toEqual({
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
    });
  });

  it('changes one field and keeps the others', () => {
    useBuilderStore.getState().setGeneral('tickerSymbol', 'QQQ');
    const settings = useBuilderStore.getState().history.present.generalSetting;
    expect(settings.tickerSymbol).toBe('QQQ');
    expect(settings.initialCapital).toBe(10000);
  });

  it("resets to the settings tab's own defaults: AAPL, empty dates, no commission", () => {
    useBuilderStore.getState().resetGeneral();
    const settings = useBuilderStore.getState().history.present.generalSetting;
    expect([settings.tickerSymbol, settings.startDate, settings.endDate, settings.commission]).toEqual([
      'AAPL',
      '',
      '',
      0,
    ]);
  });
});

describe('an end date from the address', () => {
  it('is read only when it is a date', () => {
    expect(readEndDate('2021-06-30')).toBe('2021-06-30');
    expect(readEndDate('30/06/2021')).toBeNull();
    expect(readEndDate(null)).toBeNull();
  });

  it('changes the document, which the run body then carries', () => {
    const document = emptyDocument();
    const changed = withEndDate(document, '2021-06-30');
    expect(changed.generalSetting.endDate).toBe('2021-06-30');
    expect(document.generalSetting.endDate).toBe('2024-12-31');
    expect(toRunRequest(changed).generalSetting?.endDate).toBe('2021-06-30');
    // The same date changes nothing (the document stays clean).
    expect(withEndDate(document, document.generalSetting.endDate)).toBe(document);
  });
});
