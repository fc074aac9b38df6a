/** The id of the builder's canvas (the workspace between the library and the properties). */
export const CANVAS_ID = 'main';

/**
 * The builder's first Tab stop, shown only when focused: jumps past the top bar and the block
 * library to the canvas (docs/builder.md, "By keyboard").
 */
export function SkipToCanvas() {
  return (
    <a
      href={`#${CANVAS_ID}`}
      onClick={(event) => {
        // Focus, not the address: a hash change would be one more history entry to go back through.
        event.preventDefault();
        document.getElementById(CANVAS_ID)?.focus();
      }}
      className="fixed top-2 left-2 z-[70] -translate-y-20 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-fg shadow-lg transition-transform focus:translate-y-0"
    >
      Skip to canvas
    </a>
  );
}
