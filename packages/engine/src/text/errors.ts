/**
 * Why a text cannot be read (docs/plain-english.md#errors): where (1-based line and column), what
 * was expected there, and for an unknown name the closest ones.
 */
export interface TextError {
  line: number;
  column: number;
  expected: string;
  message: string;
  suggestions?: string[];
}

/** Thrown inside the reader only; `parseStrategyText` returns it as a value. */
export class TextReadError extends Error {
  constructor(readonly error: TextError) {
    super(error.message);
  }
}

/** One line: `line 1, column 19: after 'crosses' expected 'above' or 'below'`. */
export function formatTextError(error: TextError): string {
  return `line ${error.line}, column ${error.column}: ${error.message}`;
}
