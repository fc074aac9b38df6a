/** Why market data could not be served; `status` is the HTTP status the API answers with. */
export type MarketDataErrorCode = 'unknown_symbol' | 'no_data_in_range' | 'wrong_asset_class' | 'no_interval';

export class MarketDataError extends Error {
  readonly code: MarketDataErrorCode;
  readonly status: 404 | 422;

  constructor(code: MarketDataErrorCode, message: string) {
    super(message);
    this.name = 'MarketDataError';
    this.code = code;
    this.status = code === 'unknown_symbol' ? 404 : 422;
  }
}
