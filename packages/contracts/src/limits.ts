/**
 * The bounds of every strategy document, shared by the server (422 naming the limit) and the web
 * app (the builder stops before them). They are far above what a person builds by hand; they exist
 * so that no single document can make the server slow for everyone.
 */
export const STRATEGY_LIMITS = {
  nameLength: 100,
  descriptionLength: 2000,
  /** Rows in entryLogicRows, and again in exitLogicRows. */
  rowsPerSide: 50,
  elementsPerRow: 40,
  /** And/Or levels above a row in one side's tree (a chain of 50 rows fits). */
  logicDepth: 64,
  blockNameLength: 100,
  blockDescriptionLength: 1000,
  propertiesPerBlock: 32,
  propertyKeyLength: 64,
  propertyTextLength: 200,
  /** strategy_config written as JSON. */
  configBytes: 256 * 1024,
  /**
   * backtest_results written as JSON (the chart of a long run is most of it). The biggest real
   * result fits: a 50-symbol shared portfolio over 2005-2025 daily bars saves about 1.1 MiB.
   */
  resultsBytes: 2 * 1024 * 1024,
  /** How deep any JSON value may nest inside a document (a logic tree at its limit fits). */
  nesting: 200,
  /** Strategies one account keeps (each with up to 2 MiB of results and of each robustness result). */
  strategiesPerUser: 200,
} as const;

/** Summaries per page of GET /api/strategies. */
export const STRATEGY_PAGE_LIMITS = { default: 50, max: 100, queryLength: 100 } as const;

export interface JsonMeasure {
  /** About the length of the value written as JSON; stops counting past `stopAbove`. */
  bytes: number;
  /** Deepest nesting of arrays and objects; stops counting past `maxNesting`. */
  nesting: number;
}

/**
 * Size and nesting of a parsed JSON value without recursion (JSON.stringify recurses and throws
 * on very deep values) and without walking further than the limits need.
 */
export function measureJson(value: unknown, stopAbove: number, maxNesting: number): JsonMeasure {
  let bytes = 0;
  let nesting = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') bytes += current.length + 2;
    else if (typeof current === 'number' || typeof current === 'boolean') bytes += String(current).length;
    else if (current === null || current === undefined) bytes += 4;
    else if (typeof current === 'object') {
      nesting = Math.max(nesting, depth + 1);
      if (nesting > maxNesting) return { bytes, nesting };
      bytes += 2;
      if (Array.isArray(current)) {
        for (const item of current) {
          bytes += 1;
          stack.push([item, depth + 1]);
        }
      } else {
        for (const [key, item] of Object.entries(current)) {
          bytes += key.length + 4;
          stack.push([item, depth + 1]);
        }
      }
    }
    if (bytes > stopAbove) return { bytes, nesting };
  }
  return { bytes, nesting };
}

/** "256 KiB" */
export function kibibytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KiB`;
}

/**
 * Levels of And/Or above the deepest row of a logic side, counted without recursion and given up
 * past `limit` (a hostile tree can be thousands of levels deep).
 */
export function logicDepthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null || Array.isArray(node)) continue;
    const record = node as Record<string, unknown>;
    if (record['type'] !== 'boolean-operator') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    stack.push([record['left'], depth + 1], [record['right'], depth + 1]);
  }
  return deepest;
}
