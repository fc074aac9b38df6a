import { RunAcceptedSchema, type RunAccepted, type RunRequestInput } from '@stratblocks/contracts';
import { apiRequest } from '../../../lib/api';
import { getSession } from '../../../lib/session';

/** docs/product.md#error-catalogue: the builder's fallback when a run fails without a server detail. */
export const RUN_FAILED_MESSAGE = 'Failed to run strategy';

/**
 * POST /api/backtest/run: checks the strategy and its data and answers the received body with the
 * strategy as a Python script (the builder's run modal shows it before the stream starts). Throws
 * ApiError with the server's detail (a 422 names the invalid block), else 'Failed to run strategy'.
 */
export function runBacktestJson(body: RunRequestInput, signal?: AbortSignal): Promise<RunAccepted> {
  return apiRequest('/api/backtest/run', RunAcceptedSchema, {
    method: 'POST',
    body,
    auth: getSession() !== null,
    fallback: RUN_FAILED_MESSAGE,
    ...(signal && { signal }),
  });
}
