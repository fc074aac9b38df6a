/** The part of the request/app logger that services, market data and workers write to (pino's signature). */
export interface ServiceLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
