import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

/**
 * The suite's `test`: each test comes from its own client address (X-Forwarded-For, which the
 * server trusts from loopback with TRUST_PROXY), the way real traders arrive from many addresses.
 * Per-IP limits (20 sign-ups an hour) then hold per test, as they would per visitor, while the
 * suite as a whole signs up many more users through one server.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `10.${testInfo.workerIndex % 256}.${(clients >> 8) % 256}.${clients % 256}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
