import {
  PublicConfigSchema,
  RESEARCH_MAX_RUNS,
  RESEARCH_QUEUE_MAX_COMBINATIONS,
} from '@stratblocks/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ResearchJobs } from '../src/research/research-jobs';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/config', () => {
  it('says Google sign-in is not configured when no client id is set', async () => {
    server = await startTestServer({});
    const response = await call(server.app, 'GET', '/api/config');
    expect(response.statusCode).toBe(200);
    expect(PublicConfigSchema.parse(response.json())).toEqual({
      google_client_id: null,
      research_max_combinations: RESEARCH_MAX_RUNS,
    });
  });

  it('gives the configured client id to signed-out visitors', async () => {
    server = await startTestServer({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' });
    const response = await call(server.app, 'GET', '/api/config');
    expect(response.json()).toEqual({
      google_client_id: 'client-123.apps.googleusercontent.com',
      research_max_combinations: 10_000,
    });
  });

  it('says the largest sweep the server takes: more when its research runner takes more', async () => {
    /** A runner that takes the research queue's sweeps (RedisResearchJobs), without Redis. */
    class QueueSizedJobs extends ResearchJobs {
      readonly maxSweepCombinations = RESEARCH_QUEUE_MAX_COMBINATIONS;
    }
    server = await startTestServer({}, { researchJobs: new QueueSizedJobs() });
    const response = await call(server.app, 'GET', '/api/config');
    expect(response.json()).toMatchObject({ research_max_combinations: 1_000_000 });
  });
});
