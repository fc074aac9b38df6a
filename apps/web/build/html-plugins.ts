import type { Plugin } from 'vite';

/** The fonts of the first paint, preloaded by every page (the Latin subset of Inter, variable weight). */
const PRELOADED_FONTS = [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/];

/** The page's own title and description tags: pre-rendered pages write theirs (src/prerender.tsx). */
const PER_PAGE_META = [
  /\s*<title>[^<]*<\/title>/,
  /\s*<meta\s+name="description"[^>]*>/,
  /\s*<meta\s+property="og:title"[^>]*>/,
  /\s*<meta\s+property="og:description"[^>]*>/,
];

/**
 * Before the pages are pre-rendered into index.html: writes the page as built, empty, to
 * app-shell.html (the server answers it for client-rendered routes: the builder, the dashboard),
 * adds the preload of the first paint's font to both, and leaves the template of pre-rendered
 * pages without a title or description of its own (each page writes its own).
 */
export function appShellPlugin(): Plugin {
  return {
    name: 'stratblocks:app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        this.error('The build has no index.html to make the app shell from');
      }
      const fonts = Object.keys(bundle).filter((file) => PRELOADED_FONTS.some((font) => font.test(file)));
      if (fonts.length === 0) this.error('The font to preload is not in the build');
      const preloads = fonts
        .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
        .join('\n    ');
      const page = index.source.replace('</head>', `  ${preloads}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: page });
      index.source = PER_PAGE_META.reduce((html, tag) => html.replace(tag, ''), page);
    },
  };
}
