import { vi } from 'vitest';

/** The bytes of a text cut into pieces of `size` bytes (a cut may fall inside a UTF-8 character). */
export function chunksOf(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
  return chunks;
}

/** The bytes of a text cut at the given character offsets. */
export function chunksAt(text: string, offsets: readonly number[]): Uint8Array[] {
  const encoder = new TextEncoder();
  const cuts = [0, ...offsets, text.length];
  return cuts.slice(1).map((end, index) => encoder.encode(text.slice(cuts[index], end)));
}

/**
 * A streamed answer: the chunks one by one, then the end; or, with `hold`, the chunks and then
 * nothing more until the request's signal aborts (a run that is still going).
 */
export function streamResponse(
  chunks: readonly Uint8Array[],
  signal?: AbortSignal | null,
  hold = false,
): Response {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next];
      next += 1;
      if (chunk) {
        controller.enqueue(chunk);
        return;
      }
      if (!hold) {
        controller.close();
        return;
      }
      return new Promise<void>((resolve) => {
        const abort = () => {
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          resolve();
        };
        if (signal?.aborted) abort();
        else signal?.addEventListener('abort', abort, { once: true });
      });
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A fetch stub answering every call with a stream of these chunks. */
export function stubStreamFetch(chunks: readonly Uint8Array[], options: { hold?: boolean } = {}) {
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(streamResponse(chunks, init?.signal, options.hold)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
