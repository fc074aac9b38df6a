// Lint rules, including the dependency rules of ARCHITECTURE.md (enforced with no-restricted-imports).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = {
  regex:
    '^(node:.*|fs|fs/promises|path|os|child_process|worker_threads|http|https|net|crypto|url|stream|zlib)$',
  message: 'The engine and contracts are pure: no Node built-ins (see ARCHITECTURE.md).',
};
const DB_AND_NETWORK = {
  group: [
    'better-sqlite3',
    'pg',
    'kysely',
    'ioredis',
    'bullmq',
    'nodemailer',
    'fastify',
    '@fastify/*',
    'react',
    'react-dom',
    'yahoo-finance2',
  ],
  message: 'No database, network or UI libraries here (see ARCHITECTURE.md).',
};
const pkg = (name, message) => ({ group: [`@stratblocks/${name}`, `@stratblocks/${name}/*`], message });
/** What no code of the web app imports (it runs in browsers and talks to the server over HTTP). */
const WEB_APP = [
  NODE_BUILTINS,
  pkg('server', 'The web app never imports the server, even for types.'),
  pkg('market-data', 'The web app never imports market-data (it reads files).'),
  pkg('cli', 'The web app never imports the CLI.'),
];

/** One rule per package: what it must never import. */
const boundaries = [
  {
    files: ['packages/engine/src/**/*.ts'],
    patterns: [
      NODE_BUILTINS,
      DB_AND_NETWORK,
      { group: ['@stratblocks/*'], message: 'The engine imports nothing internal (see ARCHITECTURE.md).' },
    ],
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    patterns: [
      NODE_BUILTINS,
      DB_AND_NETWORK,
      pkg('server', 'contracts never import the server.'),
      pkg('web', 'contracts never import the web app.'),
      pkg('market-data', 'contracts never import market-data.'),
      pkg('cli', 'contracts never import the CLI.'),
      {
        ...pkg('engine', 'contracts use the engine for types only (import type): no engine code at runtime.'),
        allowTypeImports: true,
      },
    ],
  },
  {
    files: ['packages/market-data/src/**/*.ts'],
    patterns: [
      DB_AND_NETWORK,
      pkg('server', 'market-data never imports the server.'),
      pkg('web', 'market-data never imports the web app.'),
      pkg('cli', 'market-data never imports the CLI.'),
    ],
  },
  {
    files: ['apps/server/**/*.ts'],
    patterns: [
      pkg('web', 'The server never imports the web app.'),
      pkg('cli', 'The server never imports the CLI.'),
    ],
  },
  {
    files: ['apps/cli/**/*.ts'],
    patterns: [
      pkg('server', 'The CLI never imports the server.'),
      pkg('web', 'The CLI never imports the web app.'),
    ],
  },
  {
    // The app's code runs in browsers; its tests (apps/web/test) run in Node and may read files.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    patterns: WEB_APP,
  },
  {
    // The shared layers under the features: a feature builds on them, never the other way round.
    files: ['apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    patterns: [
      ...WEB_APP,
      {
        regex: '(^|/)features(/|$)',
        message: 'ui/ and lib/ never import a feature: features build on them (see ARCHITECTURE.md).',
      },
    ],
  },
  ...featureBoundaries(),
];

/** A web feature reaches another only through that feature's index.ts. */
function featureBoundaries() {
  const features = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      patterns: [
        ...WEB_APP,
        ...(others.length
          ? [
              {
                regex: `(^|/)(${others.join('|')})/(?!index$)`,
                message: 'Import another feature through its index.ts, not its internals.',
              },
            ]
          : []),
      ],
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'apps/cli/bin/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Results must be real: no Math.random in product code.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // This rule only reports that the React Compiler would skip components calling TanStack Table
      // or Virtual (the stack's table and list libraries); the app does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  // typescript-eslint's version of the rule: it tells type-only imports apart (allowTypeImports).
  ...boundaries.map(({ files, patterns }) => ({
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
);
