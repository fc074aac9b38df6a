import type {
  StrategyTextDescribeResponse,
  StrategyTextLogic,
  StrategyTextParseRequest,
} from '@stratblocks/contracts';
import type { RunRequest } from '@stratblocks/contracts';
import { describeStrategy, formatTextError, parseStrategyText } from '@stratblocks/engine';
import { AppError } from '../errors';

/**
 * Rules in plain English (docs/plain-english.md), both ways. Stateless and cheap: the text is at
 * most 4,000 characters and read in one pass, so it runs on the request, like a body check.
 */
export class StrategyTextService {
  /** The lines as the strategy's logic; a text that cannot be read is a 422 with where and what was expected. */
  parse(request: StrategyTextParseRequest): StrategyTextLogic {
    const result = parseStrategyText(request.text, { inputs: request.inputs ?? [] });
    if (!result.ok) {
      const { line, column, expected, suggestions } = result.error;
      throw new AppError(
        422,
        formatTextError(result.error),
        {},
        {
          line,
          column,
          expected,
          ...(suggestions?.length ? { suggestions } : {}),
        },
      );
    }
    return result.logic;
  }

  /** The strategy's rules as lines; a side that one line cannot say is a 422 naming it. */
  describe(strategy: RunRequest): StrategyTextDescribeResponse {
    const described = describeStrategy(strategy);
    if (!described.ok) throw new AppError(422, described.message);
    return { text: described.text, lines: described.lines };
  }
}
