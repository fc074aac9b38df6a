import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** zod's own messages ("Invalid input: expected string...") say nothing about which field they mean. */
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)/;

interface NestedIssue {
  message?: string;
  path?: PropertyKey[];
  errors?: NestedIssue[][];
}

/**
 * The message of a union's branch that names a real limit ("A row has at most 40 elements")
 * rather than zod's "Invalid input" for the union as a whole; searched without recursion.
 */
function specificUnionIssue(
  branches: NestedIssue[][],
  basePath: string,
): { message: string; instancePath: string } | null {
  const stack = branches.flat().map((issue) => ({ issue, path: basePath }));
  while (stack.length > 0) {
    const { issue, path } = stack.shift() as { issue: NestedIssue; path: string };
    const here = [path, ...(issue.path ?? []).map(String)].filter(Boolean).join('/');
    if (issue.message && !GENERIC_MESSAGE.test(issue.message))
      return { message: issue.message, instancePath: here };
    for (const branch of issue.errors ?? [])
      for (const inner of branch) stack.push({ issue: inner, path: here });
  }
  return null;
}

/** One `detail` line for a failed body/params check: our messages as they are, zod's with the field. */
function validationDetail(
  issue:
    { message?: string; instancePath: string; keyword: string; params?: { errors?: unknown } } | undefined,
  context: string | undefined,
): string {
  if (!issue?.message) return 'Invalid request';
  if (issue.keyword === 'invalid_union' && Array.isArray(issue.params?.errors)) {
    const specific = specificUnionIssue(issue.params.errors as NestedIssue[][], issue.instancePath);
    if (specific) return specific.message;
  }
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  if (!path && context === 'body' && issue.keyword === 'invalid_type')
    return 'Request body must be a JSON object';
  return path && GENERIC_MESSAGE.test(issue.message) ? `${path}: ${issue.message}` : issue.message;
}

/** "1 MB", "1.4 MB": a body limit as people read it. */
function megabytes(bytes: number): string {
  return `${Number((bytes / 1_048_576).toFixed(1))} MB`;
}

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type: send application/json'],
};

/** Every error leaves as `{"detail": "..."}` with the status that fits; 5xx details stay generic. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ ...error.extra, detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(422).send({ detail: validationDetail(error.validation[0], error.validationContext) });
  }
  if (error.validation) return reply.code(422).send({ detail: error.message });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    return reply.code(413).send({ detail: `Request body is too large (the limit is ${megabytes(limit)})` });
  }
  const known = BY_CODE[error.code];
  if (known) return reply.code(known[0]).send({ detail: known[1] });
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ detail: 'Internal server error' });
  }
  return reply.code(status).send({ detail: error.message });
}
