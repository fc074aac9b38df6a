import type { z } from 'zod';
import { getSession, signOut } from './session';

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

/** docs/product.md#error-catalogue: an authenticated call made without a stored login. */
export const NO_TOKEN_MESSAGE = 'No token found';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the session's token as a Bearer header (fails with 'No token found' when signed out). */
  auth?: boolean;
  /** An explicit token, for calls made while a token is being stored (sign-in). */
  token?: string | null;
  signal?: AbortSignal;
  /** Shown when the server gives no `detail` (the fallback messages (docs/product.md#error-catalogue)). */
  fallback?: string;
}

/** The headers of an API call: JSON content type when a body goes along, the Bearer token. */
export function apiHeaders(options: Pick<RequestOptions, 'auth' | 'token'> & { json?: boolean }) {
  const headers: Record<string, string> = {};
  if (options.json) headers['content-type'] = 'application/json';
  const token = options.token ?? (options.auth ? getSession()?.token : null);
  if (options.auth && !token) throw new ApiError(401, NO_TOKEN_MESSAGE);
  if (token) headers['authorization'] = `Bearer ${token}`;
  return headers;
}

/**
 * A non-2xx answer as an ApiError. A 401 on a call that carried the session's token means the
 * server no longer accepts it (a password changed elsewhere, a revoked token): sign out.
 */
export async function errorFromResponse(response: Response, options: RequestOptions): Promise<ApiError> {
  const body = await readJson(response);
  if (response.status === 401 && options.auth && !options.token) signOut();
  return new ApiError(response.status, detailOf(body) ?? options.fallback ?? `HTTP ${response.status}`, body);
}

/**
 * The `detail` of an error body ({"detail": "..."}, the contracts' ApiError). Read by hand rather
 * than with the zod schema: this module is on the first screen's path, which loads no zod.
 */
function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  return typeof body.detail === 'string' && body.detail ? body.detail : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
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
  const headers = apiHeaders({ ...options, json: options.body !== undefined });
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, options.fallback ?? 'The server cannot be reached. Check your connection.');
  }
  if (!response.ok) throw await errorFromResponse(response, options);
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError(response.status, options.fallback ?? 'The server answered in an unexpected form');
  }
  return parsed.data;
}

/** The message to show for a failed call: the server's detail, else the fallback of docs/product.md#error-catalogue. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** A query string from the defined values. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
