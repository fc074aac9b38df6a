import { describeReportApi } from './report-api-suite';

describeReportApi('SQLite', () => Promise.resolve({ env: {}, cleanup: () => Promise.resolve() }));
