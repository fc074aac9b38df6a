import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  BarsQuerySchema,
  BarsResponseSchema,
  MAX_UPLOAD_BYTES,
  SymbolSearchQuerySchema,
  SymbolSearchResponseSchema,
  UploadListSchema,
  UploadResponseSchema,
} from '@stratblocks/contracts';
import { MarketDataError } from '@stratblocks/market-data';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { signedInUser } from '../http/authenticate';
import { errorHandler } from '../http/error-handler';
import {
  removeSpooled,
  spoolToFile,
  SpoolTooLargeError,
  type SpooledFile,
} from '../market-data/upload-spool';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

const MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;
const TOO_LARGE = `The file is larger than ${MEGABYTES} MB: split it or drop old rows`;

/** Upload fields as query parameters (text/csv bodies); checked by the service with UploadFieldsSchema. */
const UploadQuerySchema = z.object({
  symbol: z.string().optional(),
  name: z.string().optional(),
  assetClass: z.string().optional(),
});

const SymbolParamsSchema = z.object({ symbol: z.string() });

/** Data errors name what exists (404/422); too-large files answer 413; the rest as everywhere. */
function marketErrorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof MarketDataError) return reply.code(error.status).send({ detail: error.message });
  if (!(error instanceof AppError) && TOO_LARGE_CODES.includes(error.code)) {
    return reply.code(413).send({ detail: TOO_LARGE });
  }
  return errorHandler(error, request, reply);
}

/** Errors that say the upload is too big (413 in the market error handler). */
const TOO_LARGE_CODES = ['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE'];

/**
 * The CSV text and the form fields of a multipart upload. A body that is not valid multipart
 * (no boundary, cut short, broken headers) is the client's mistake: 400 with what went wrong.
 */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: SpooledFile }> {
  try {
    return await readMultipartParts(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (TOO_LARGE_CODES.includes(code)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(400, `The multipart body could not be read: ${reason}`);
  }
}

/**
 * The spooled file and the form fields of a multipart upload (one file part, any field name). The
 * file is written to disk as it arrives; it is deleted here when the form turns out to be bad.
 */
async function readMultipartParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: SpooledFile }> {
  const fields: Record<string, unknown> = {};
  let file: SpooledFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file !== null) throw new AppError(422, 'Send one file per upload');
        file = await spoolToFile(part.file, MAX_UPLOAD_BYTES);
        if (part.file.truncated) throw new SpoolTooLargeError('The file is too large');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (file) await removeSpooled(file.path);
    throw error;
  }
  if (file === null)
    throw new AppError(422, 'The form has no file: send the CSV in a file field named "file"');
  return { fields, file };
}

/** The call that frees a user's upload place, per request (set before the body is read). */
const uploadPlaces = new WeakMap<FastifyRequest, () => void>();

function freeUploadPlace(request: FastifyRequest): void {
  uploadPlaces.get(request)?.();
  uploadPlaces.delete(request);
}

/** /api/market: symbol search, bars, and the signed-in user's CSV uploads. */
export function marketRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const { marketData } = services;
  const tags = ['market data'];
  void app.register(async function marketScope(scope) {
    scope.setErrorHandler(marketErrorHandler);
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
    });
    // A CSV body stays a stream: the upload route writes it to disk as it arrives (its own limit).
    scope.addContentTypeParser(['text/csv', 'application/csv', 'text/plain'], (_request, payload, done) => {
      done(null, payload);
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/market/symbols',
      {
        preHandler: auth.optionalUser,
        schema: {
          tags,
          summary:
            'Search symbols by ticker (prefix, any form: EURUSD or EURUSD=X) and name; at most 20, with your uploads when signed in',
          querystring: SymbolSearchQuerySchema,
          response: { 200: SymbolSearchResponseSchema, ...errorResponses(401, 403, 422) },
        },
      },
      (request) => marketData.search(request.query, request.user?.id ?? null),
    );

    api.get(
      '/api/market/bars',
      {
        preHandler: auth.optionalUser,
        schema: {
          tags,
          summary:
            'OHLCV bars of a symbol (1d, 1h; 1w and 1mo resampled from daily, weeks ending Friday), start <= date <= end',
          querystring: BarsQuerySchema,
          response: { 200: BarsResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (request) => marketData.bars(request.query, request.user?.id ?? null),
    );

    api.post(
      '/api/market/upload',
      {
        // Before the body is read: an anonymous 50 MB upload is refused without reading it, and
        // so is one past the user's upload rate or while their previous file is still being read.
        onRequest: auth.requireUser,
        preParsing: async (request, _reply, payload) => {
          uploadPlaces.set(request, await marketData.openUpload(signedInUser(request).id));
          return payload;
        },
        onResponse: (request, _reply, done) => {
          freeUploadPlace(request);
          done();
        },
        onRequestAbort: (request, done) => {
          freeUploadPlace(request);
          done();
        },
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary:
            'Upload a CSV (date, open, high, low, close, volume) as your own symbol: multipart/form-data (file, symbol, name, assetClass) or a text/csv body (?symbol=&name=&assetClass=)',
          security: BEARER,
          consumes: ['multipart/form-data', 'text/csv'],
          querystring: UploadQuerySchema,
          response: { 201: UploadResponseSchema, ...errorResponses(401, 403, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        let fields: Record<string, unknown> = { ...request.query };
        let file: SpooledFile;
        if (request.isMultipart()) {
          const form = await readMultipart(request);
          fields = { ...fields, ...form.fields };
          file = form.file;
        } else if (request.body instanceof Readable) {
          if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES)
            throw new SpoolTooLargeError('The file is too large');
          file = await spoolToFile(request.body, MAX_UPLOAD_BYTES);
        } else {
          throw new AppError(415, 'Send the CSV as multipart/form-data (a file part) or as a text/csv body');
        }
        try {
          return await reply.code(201).send(await marketData.upload(user.id, fields, file));
        } finally {
          await removeSpooled(file.path);
        }
      },
    );

    api.get(
      '/api/market/uploads',
      {
        preHandler: auth.requireUser,
        schema: {
          tags,
          summary: 'Your uploaded symbols (bars, first and last date, stored size) and your quota',
          security: BEARER,
          response: { 200: UploadListSchema, ...errorResponses(401, 403) },
        },
      },
      (request) => marketData.listUploads(signedInUser(request).id),
    );

    api.delete(
      '/api/market/uploads/:symbol',
      {
        preHandler: auth.requireUser,
        schema: {
          tags,
          summary: 'Delete one of your uploaded symbols',
          security: BEARER,
          params: SymbolParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await marketData.removeUpload(signedInUser(request).id, request.params.symbol);
        return reply.code(204).send(null);
      },
    );
  });
}
