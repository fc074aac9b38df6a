/**
 * The build's pre-rendering (vite-prerender-plugin calls main.tsx's `prerender` for each public
 * page, in Node): a memory router renders the page the browser's router would show, signed out
 * and in the light theme, and React writes it to HTML once every lazy part has loaded. The browser
 * then hydrates it (main.tsx). Never part of what a browser downloads. (Not React Router's static
 * handler: the code of what this chunk imports from react-router sits in the page's entry chunk,
 * which every browser loads, and the handler weighs some KiB there; the memory router is the
 * browser router's own code.)
 */
import { StrictMode } from 'react';
import { prerender as renderToHtml } from 'react-dom/static.edge';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppFrame } from './app/providers';
import { loadRoutesOf, routes } from './router';
import { fullPageTitle, PageMetaCollector, type PageMetaProps } from './ui';

/** A tag the plugin adds to the page's head. */
interface HeadElement {
  type: string;
  props: Record<string, string>;
}

/** What the plugin writes into the page's head. */
interface PrerenderedHead {
  title: string;
  elements: Set<HeadElement>;
}

/** Used when a page sets no description of its own. */
const SITE_DESCRIPTION =
  'Build trading strategies from blocks, without code, and backtest them on real historical market data. Free, with Python export.';

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The HTML of one page and its head (title, description, Open Graph). */
export async function prerenderPage({
  url,
}: {
  url: string;
}): Promise<{ html: string; head: PrerenderedHead }> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const matched = await loadRoutesOf(pathname);
  if (matched.length === 0 || matched.at(-1)?.path === '*') throw new Error(`${url} is not a page`);
  const router = createMemoryRouter(routes, { initialEntries: [pathname + search] });
  if (router.state.errors) throw new Error(`${url} failed to route: ${JSON.stringify(router.state.errors)}`);

  let meta: PageMetaProps | null = null;
  const page = (
    <StrictMode>
      <PageMetaCollector
        value={(collected) => {
          meta = collected;
        }}
      >
        <AppFrame>
          {/* No hydration data (the routes load none), so no inline script (the CSP allows none). */}
          <RouterProvider router={router} />
        </AppFrame>
      </PageMetaCollector>
    </StrictMode>
  );
  const failures: unknown[] = [];
  // One chunk for the whole page: no boundary outlined behind a reveal script.
  const options = {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error: unknown) => void failures.push(error),
  };
  // The first pass loads every lazy part of the page (React.lazy keeps what it loaded); the second
  // renders the page in one piece, so the HTML needs no inline script to reveal late parts.
  await readStream((await renderToHtml(page, options)).prelude);
  const { prelude } = await renderToHtml(page, options);
  const html = await readStream(prelude);
  router.dispose();
  if (failures.length > 0)
    throw new Error(`${url} failed to pre-render: ${String(failures[0])}`, { cause: failures[0] });
  if (html.includes('<script'))
    throw new Error(`${url} pre-rendered with an inline script, which the CSP blocks`);

  const found = meta as PageMetaProps | null;
  const title = fullPageTitle(
    found?.title ?? 'StratBlocks: build and backtest trading strategies without code',
  );
  const description = found?.description ?? SITE_DESCRIPTION;
  const elements = new Set<HeadElement>([
    { type: 'meta', props: { name: 'description', content: description } },
    { type: 'meta', props: { property: 'og:title', content: title } },
    { type: 'meta', props: { property: 'og:description', content: description } },
  ]);
  return { html, head: { title, elements } };
}
