import { ApiErrorSchema } from '@stratblocks/contracts';

/** Marks a route as needing `Authorization: Bearer <token>` in the OpenAPI document. */
export const BEARER = [{ bearerAuth: [] }];

/** Response entries for the error statuses a route can answer, all `{"detail": string}`. */
export function errorResponses(...statuses: number[]): Record<number, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema]));
}
