import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode, FieldErrors } from '@core/errors';
import { errorStatus } from '@core/errors';
import { AppError } from './app-error';

function addField(fields: FieldErrors, key: string, message: string) {
  (fields[key] ??= []).push(message);
}

interface IssueLike {
  path: string;
  code: string;
  message: string;
  keys?: string[];
}

function fieldsFromIssues(issues: IssueLike[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) addField(fields, issue.path ? `${issue.path}.${key}` : key, 'Unknown field');
    } else {
      addField(fields, issue.path || '_', issue.message);
    }
  }
  return fields;
}

function summary(fields: FieldErrors): string {
  const first = Object.entries(fields)[0];
  return first ? `${first[0] === '_' ? 'Request' : first[0]}: ${first[1][0]}` : 'The request is not valid';
}

/** Fastify's own client errors, by their codes, mapped to ours. */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The content length does not match the body' },
};

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, extra: Partial<ErrorBody['error']> = {}) {
  return reply.status(errorStatus[code]).send({ error: { code, message, ...extra } } satisfies ErrorBody);
}

/** The one error handler: every failure leaves as `{ error: { code, message, ... } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, error.fields ? { fields: error.fields } : {});
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          code: issue.keyword,
          message: issue.message ?? 'Invalid value',
          keys: (issue.params as { keys?: string[] }).keys,
        })),
      );
      return sendError(reply, 'VALIDATION_FAILED', summary(fields), { fields });
    }
    if (error instanceof ZodError) {
      const fields = fieldsFromIssues(
        error.issues.map((issue) => ({
          path: issue.path.join('.'),
          code: issue.code,
          message: issue.message,
          keys: (issue as { keys?: string[] }).keys,
        })),
      );
      return sendError(reply, 'VALIDATION_FAILED', summary(fields), { fields });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED', error.message || 'Too many requests');
    // A unique constraint raced past our own checks: a conflict, not a crash.
    if ((error as { code?: string }).code === '23505' || (error.cause as { code?: string } | undefined)?.code === '23505') {
      return sendError(reply, 'CONFLICT', 'This record already exists');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : error.statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return sendError(reply, code, error.message);
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    return sendError(reply, 'INTERNAL', `Something went wrong. Quote error id ${errorId} when reporting it.`, { errorId });
  });
}
