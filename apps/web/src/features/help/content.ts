import engineDoc from '../../../../../docs/engine.md?raw';
import { parseMarkdown } from './markdown';

/** The execution model (docs/engine.md), from its first numbered section on: the intro names source files. */
export const EXECUTION_MODEL = parseMarkdown(engineDoc.slice(Math.max(0, engineDoc.indexOf('\n## '))));

/** Where users reach us (docs/product.md#screens-and-routes: an email, a professional-network page, a social page). */
export const SUPPORT_CONTACTS = {
  email: 'support@stratblocks.com',
  linkedin: 'https://www.linkedin.com/company/stratblocks',
  twitter: 'https://twitter.com/stratblocks',
} as const;
