import { ApiErrorSchema } from '@stratblocks/contracts';
import type { z } from 'zod';

/** An API answer other than 2xx, with the server's `detail` (or the caller's fallback). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Shown when the server gives no `detail` (spec section 8's fallback messages). */
  fallback?: string;
}

/**
 * One call to the API (same origin, under /api): JSON in, JSON out, parsed with the contracts
 * schema so that a drift between server and client fails loudly here.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    ...(options.signal && { signal: options.signal }),
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const detail = ApiErrorSchema.safeParse(body);
    throw new ApiError(
      response.status,
      detail.success ? detail.data.detail : (options.fallback ?? `HTTP ${response.status}`),
      body,
    );
  }
  return schema.parse(body);
}

/** A query string from the defined values. */
export function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
