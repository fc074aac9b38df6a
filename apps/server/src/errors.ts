/**
 * An error meant for the client: the HTTP status and the `detail` it reads. Services throw it; the
 * error handler turns it into `{"detail": ...}`. Anything else thrown is a 500 with a generic detail.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** More fields beside `detail` (a refused run adds its `diagnostics`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}
