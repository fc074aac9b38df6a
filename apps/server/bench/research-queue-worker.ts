import { BundledMarketData } from '@stratblocks/market-data';
import { RedisResearchWorker } from '../src/research/redis-research-worker';

/**
 * A research queue worker process of research-queue.ts, with the server's own chunk size, reading
 * the bundled bars. Usage: node --import tsx research-queue-worker.ts <redisUrl> <queueName>
 */
const [redisUrl = '', queueName = ''] = process.argv.slice(2);
const bundled = new BundledMarketData();
const worker = new RedisResearchWorker(redisUrl, queueName, (strategy) => {
  const { tickerSymbol, startDate, endDate } = strategy.generalSetting;
  return Promise.resolve(bundled.range(tickerSymbol, '1d', startDate, endDate));
});
await worker.waitUntilReady();
console.log('ready');
