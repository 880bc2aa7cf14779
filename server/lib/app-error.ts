import { errorStatus, type ErrorCode, type FieldErrors } from '@core/errors';

/** A failure the product expects and explains; the error handler maps `code` to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
