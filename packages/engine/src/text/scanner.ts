import { TextReadError, type TextError } from './errors';

/**
 * The reader's tokenizer: a cursor over one line that matches patterns at its position, skipping
 * the spaces before each token (spacing is free, docs/plain-english.md#lines).
 */
export class Scanner {
  position = 0;

  constructor(
    readonly text: string,
    readonly line: number,
  ) {}

  skipSpace(): void {
    while (this.position < this.text.length && /\s/.test(this.text[this.position] ?? '')) this.position += 1;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.position >= this.text.length;
  }

  /** The next character after spaces, '' at the end. */
  peek(): string {
    this.skipSpace();
    return this.text[this.position] ?? '';
  }

  /** Consumes `char` when it comes next. */
  eat(char: string): boolean {
    if (this.peek() !== char) return false;
    this.position += 1;
    return true;
  }

  /** Matches a sticky pattern at the position (after spaces) and moves past it, else null. */
  match(pattern: RegExp): RegExpExecArray | null {
    this.skipSpace();
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.text);
    if (found) this.position = pattern.lastIndex;
    return found;
  }

  /** Up to `words` words from the position, for messages (`found 'SMAA'`). */
  upcoming(words = 1): string {
    this.skipSpace();
    const rest = this.text.slice(this.position);
    const found = new RegExp(`^[^\\s(),]+(?:\\s+[^\\s(),]+){0,${words - 1}}`).exec(rest);
    return found ? found[0] : '';
  }

  /** What was found at the position, for messages. */
  found(): string {
    return this.atEnd() ? 'the end of the line' : `'${this.upcoming()}'`;
  }

  /** Where the next word starts at or after `from`. */
  wordStart(from: number): number {
    let at = from;
    while (at < this.text.length && /\s/.test(this.text[at] ?? '')) at += 1;
    return at;
  }

  /** The word at or after `from`, for messages. */
  foundAt(from: number): string {
    const at = this.wordStart(from);
    if (at >= this.text.length) return 'the end of the line';
    return `'${/^[^\s(),]+/.exec(this.text.slice(at))?.[0] ?? this.text[at] ?? ''}'`;
  }

  fail(error: Omit<TextError, 'line' | 'column'>, at = this.position): never {
    throw new TextReadError({ line: this.line, column: at + 1, ...error });
  }
}
