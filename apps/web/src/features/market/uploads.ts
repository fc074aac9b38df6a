import { UploadListSchema, UploadResponseSchema, type AssetClass } from '@stratblocks/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiHeaders, apiRequest, ApiError, errorFromResponse } from '../../lib/api';
import { marketKeys } from './queries';

export const UPLOAD_FALLBACKS = {
  list: 'Failed to load your data',
  upload: 'Failed to upload the file',
  delete: 'Failed to delete the series',
} as const;

const uploadsKey = ['market', 'uploads'] as const;

/** The signed-in user's uploaded series (GET /api/market/uploads, docs/market-data.md). */
export function useUploads() {
  return useQuery({
    queryKey: uploadsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/market/uploads', UploadListSchema, {
        auth: true,
        signal,
        fallback: UPLOAD_FALLBACKS.list,
      }),
  });
}

export interface UploadInput {
  file: File;
  symbol: string;
  assetClass: AssetClass;
}

/** Sends a CSV as multipart/form-data (the JSON helper cannot carry a file). */
async function uploadSeries({ file, symbol, assetClass }: UploadInput) {
  const form = new FormData();
  form.set('symbol', symbol);
  form.set('assetClass', assetClass);
  form.set('file', file, file.name);
  const options = { auth: true, fallback: UPLOAD_FALLBACKS.upload };
  let response: Response;
  try {
    response = await fetch('/api/market/upload', {
      method: 'POST',
      headers: apiHeaders(options),
      body: form,
    });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection.');
  }
  if (!response.ok) throw await errorFromResponse(response, options);
  return UploadResponseSchema.parse(await response.json());
}

/** Uploading or deleting changes the list and what the ticker search finds. */
function useRefreshUploads() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: marketKeys.all });
}

export function useUploadSeries() {
  const refresh = useRefreshUploads();
  return useMutation({ mutationFn: uploadSeries, onSuccess: refresh });
}

export function useDeleteUpload() {
  const refresh = useRefreshUploads();
  return useMutation({
    mutationFn: (symbol: string) =>
      apiRequest(`/api/market/uploads/${encodeURIComponent(symbol)}`, z.null(), {
        method: 'DELETE',
        auth: true,
        fallback: UPLOAD_FALLBACKS.delete,
      }),
    onSuccess: refresh,
  });
}
