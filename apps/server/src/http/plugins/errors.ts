// One JSON error shape for every failure: { error: { code, message } }.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { UseCaseError, type RefusalKind } from '../../use-cases/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** The status of each refusal a use case may throw (use-cases/errors.ts). */
const STATUS_OF_REFUSAL: Record<RefusalKind, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
  forbidden: 403,
  rate_limited: 429,
};

function describeValidation(
  error: { validation: { instancePath?: string; message?: string }[] },
  context: string,
): string {
  return error.validation
    .map((v) => {
      const field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      return field ? `${field}: ${v.message}` : `${context}: ${v.message}`;
    })
    .join('; ');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext ?? 'request';
      return reply
        .status(400)
        .send({ error: { code: 'bad_request', message: describeValidation(error, context) } });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof UseCaseError) {
      return reply
        .status(STATUS_OF_REFUSAL[error.kind])
        .send({ error: { code: error.code, message: error.message } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its contract',
      );
      return reply
        .status(500)
        .send({ error: { code: 'internal_error', message: 'Internal server error' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: { code: 'internal_error', message: 'Internal server error' } });
    }
    const code =
      status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : 'bad_request';
    return reply.status(status).send({ error: { code, message: error.message } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: {
        code: 'not_found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });
}
