/**
 * Error codes shared by server and web. The server maps each code to one HTTP status;
 * the web reads `code` to decide what to show. The wire shape is `ErrorBody`.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  ACCOUNT_DEACTIVATED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  VERSION_CONFLICT: 409,
  ORDER_STATUS_TRANSITION_INVALID: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Field errors keyed by dotted path ("address.zip"), each a list of messages. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
    /** Present on unexpected errors: the id under which the server logged it. */
    errorId?: string;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ErrorBody).error?.code === 'string'
  );
}
