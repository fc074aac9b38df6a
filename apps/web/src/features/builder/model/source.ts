import type { RowElement, TimeInterval } from '@stratblocks/contracts';
import {
  ALLOWED_TIMEFRAMES,
  findBlock,
  takesSource,
  takesSourceTimeframe,
  type Timeframe,
} from '@stratblocks/engine';
import type { BuilderDocument } from './document';
import type { PropertyPlace } from './inputs';
import { isDropZone } from './rows';

/**
 * The symbol and timeframe a value block may read instead of the traded symbol at the run's
 * interval (docs/engine.md#11-other-symbols-and-timeframes). Absent means "the strategy's own": the
 * builder removes the property rather than storing an empty string.
 */

export type SourceProperty = 'symbol' | 'timeframe';

/** The timeframe each run interval already is: choosing it would read nothing new. */
const OWN_TIMEFRAME: Readonly<Record<TimeInterval, Timeframe | null>> = {
  '1 Hour': null,
  '1 Day': '1D',
  '1 Week': '1W',
  '1 Month': '1M',
};

export const TIMEFRAME_LABELS: Readonly<Record<Timeframe, string>> = {
  '1D': 'Daily (1D)',
  '1W': 'Weekly (1W)',
  '1M': 'Monthly (1M)',
};

/** The timeframes a block may pick on a run of this interval: the longer ones the engine allows. */
export function longerTimeframes(interval: TimeInterval): Timeframe[] {
  return ALLOWED_TIMEFRAMES[interval].filter((timeframe) => timeframe !== OWN_TIMEFRAME[interval]);
}

/** Which of the two fields a block shows: Day High and Day Low keep their own timeframe. */
export function sourceFieldsOf(blockName: string): SourceProperty[] {
  const block = findBlock(blockName);
  if (!block || !takesSource(block)) return [];
  return takesSourceTimeframe(blockName) ? ['symbol', 'timeframe'] : ['symbol'];
}

/** The symbol and timeframe an element reads, as its chip adds them: ["SPY", "1W"], [] for its own. */
export function sourceParts(element: RowElement): string[] {
  if (isDropZone(element) || !element.properties) return [];
  const parts: string[] = [];
  for (const name of sourceFieldsOf(element.name)) {
    const value = element.properties[name];
    if (typeof value === 'string' && value !== '') parts.push(value);
  }
  return parts;
}

/**
 * Sets a block's symbol or timeframe, or removes it (null or an empty string): the absent property
 * is the strategy's own symbol or the run's interval.
 */
export function withSource(
  document: BuilderDocument,
  place: Omit<PropertyPlace, 'property'>,
  property: SourceProperty,
  value: string | null,
): BuilderDocument {
  const key = place.tab === 'entry' ? 'entryLogicRows' : 'exitLogicRows';
  return {
    ...document,
    [key]: document[key].map((row) =>
      row.id !== place.row
        ? row
        : {
            ...row,
            elements: row.elements.map((element, index) => {
              if (index !== place.index || isDropZone(element)) return element;
              const rest = Object.fromEntries(
                Object.entries(element.properties ?? {}).filter(([name]) => name !== property),
              );
              return {
                ...element,
                properties: value === null || value === '' ? rest : { ...rest, [property]: value },
              };
            }),
          },
    ),
  };
}
