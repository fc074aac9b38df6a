/** The first stop of the Tab key: jumps past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[70] -translate-y-20 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-fg shadow-lg transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
