import type { Redis } from 'ioredis';
import { endKey } from './research-queue';

/**
 * Who may add a research job to the queue, decided in one Lua script so that starts at the same
 * instant on any number of API processes cannot all pass the caps: the script counts the jobs each
 * user and everyone hold (waiting, delayed or running), and reserves a place for the new one in the
 * same step. Places are two sorted sets beside the queue (job id -> time admitted); a place whose
 * job has ended (finished, cancelled, failed, removed) is freed the next time the script runs, and
 * one whose job never reached the queue (the API process died between admission and add) after
 * GRACE_MS.
 */

/** A reserved place whose job is not in the queue yet counts for this long. */
const GRACE_MS = 30_000;
/** A user's set of places goes away this long after their last admission. */
const USER_KEY_TTL_MS = 24 * 60 * 60_000;

const ADMIT = `
local now = tonumber(ARGV[2])
local function alive(id, admittedAt)
  if redis.call('EXISTS', ARGV[6] .. id) == 1 then return false end
  local jobKey = ARGV[5] .. id
  if redis.call('EXISTS', jobKey) == 0 then return tonumber(admittedAt) > now - tonumber(ARGV[7]) end
  return redis.call('HEXISTS', jobKey, 'finishedOn') == 0
end
local function held(key)
  local entries = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
  for index = 1, #entries, 2 do
    if not alive(entries[index], entries[index + 1]) then redis.call('ZREM', key, entries[index]) end
  end
  return redis.call('ZCARD', key)
end
local mine = held(KEYS[2])
if mine >= tonumber(ARGV[4]) then return {'user-busy', mine} end
if held(KEYS[1]) >= tonumber(ARGV[3]) then return {'busy', mine} end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[8])
return {'ok', mine}
`;

export type Admission =
  | { ok: true; /** Jobs the user held before this one: 0 for their only one. */ earlier: number }
  | { ok: false; reason: 'busy' | 'user-busy' };

function placesKey(queueName: string): string {
  return `stratblocks:${queueName}:admitted`;
}

function userPlacesKey(queueName: string, userId: number): string {
  return `stratblocks:${queueName}:admitted:${userId}`;
}

/** Reserves a place for a new job, unless the user or the queue holds as many as they may. */
export async function admitResearchJob(
  redis: Redis,
  queue: { name: string; jobKeyPrefix: string },
  job: { id: string; userId: number },
  limits: { maxJobs: number; maxJobsPerUser: number },
): Promise<Admission> {
  const answer: unknown = await redis.eval(
    ADMIT,
    2,
    placesKey(queue.name),
    userPlacesKey(queue.name, job.userId),
    job.id,
    Date.now(),
    limits.maxJobs,
    limits.maxJobsPerUser,
    queue.jobKeyPrefix,
    endKey(queue.name, ''),
    GRACE_MS,
    USER_KEY_TTL_MS,
  );
  if (!Array.isArray(answer)) throw new Error('The admission script answered nothing');
  const [verdict, earlier] = answer as unknown[];
  if (verdict === 'ok') return { ok: true, earlier: Number(earlier) };
  return { ok: false, reason: verdict === 'user-busy' ? 'user-busy' : 'busy' };
}

/** Frees a job's place at once (it ended, or never reached the queue). */
export async function releaseResearchJob(
  redis: Redis,
  queueName: string,
  job: { id: string; userId: number },
): Promise<void> {
  await redis
    .multi()
    .zrem(placesKey(queueName), job.id)
    .zrem(userPlacesKey(queueName, job.userId), job.id)
    .exec();
}
