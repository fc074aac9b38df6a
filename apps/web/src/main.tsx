import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { nextTask } from './lib/next-task';
import { createAppRouter } from './router';
import { requireToaster } from './ui/toaster-slot';
import './styles.css';

/** The browser's start: hydrate a pre-rendered page (its HTML is in #root), or render the app shell. */
async function start(container: HTMLElement): Promise<void> {
  const hydrating = container.firstElementChild !== null;
  // The signed-in screens (the app shell) toast from their first actions: their host mounts at
  // once. A pre-rendered public page mounts it with its first toast.
  if (!hydrating) requireToaster();
  const router = await createAppRouter(hydrating);
  const app = (
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // The page is already readable: hydrating it can wait for a task of its own, and as a transition
  // React hydrates in slices of a few milliseconds, answering input in between, where a plain
  // hydration would hold the main thread for the whole page at once.
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// The build imports this module in Node to pre-render the public pages: there is no document then.
if (typeof document !== 'undefined') {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  void start(container);
}

/**
 * Called by the build (vite-prerender-plugin) for each pre-rendered page. The rendering code is
 * its own chunk, which no browser ever loads.
 */
export async function prerender(page: { url: string }) {
  const { prerenderPage } = await import('./prerender');
  return prerenderPage(page);
}
