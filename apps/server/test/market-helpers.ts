import { ApiErrorSchema } from '@stratblocks/contracts';
import type { LightMyRequestResponse } from 'fastify';

/** The `detail` of an error answer (fails the test when the body is not `{"detail": string}`). */
export function detailOf(response: LightMyRequestResponse): string {
  return ApiErrorSchema.parse(response.json()).detail;
}
