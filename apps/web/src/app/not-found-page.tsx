import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-slate-400">There is nothing at this address.</p>
      <Link className="rounded-lg bg-emerald-500 px-4 py-2 font-medium text-slate-950" to="/">
        Back to the home page
      </Link>
    </main>
  );
}
