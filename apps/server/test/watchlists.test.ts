import { describeWatchlistApi } from './watchlist-api-suite';

describeWatchlistApi('SQLite', () => Promise.resolve({ env: {}, cleanup: () => Promise.resolve() }));
