import { malformedTextPath } from '@platform/shared/api-contract';
import type { preValidationHookHandler } from 'fastify';
import { unstorableMessage } from './contract-route';
import { HttpError } from './http-error';

/**
 * The same walk as contractRoute's, for every other route (the payment simulator's form, the
 * exports, the vendor simulator, static files): query, path parameters and parsed body must hold
 * no U+0000 and no lone surrogate, or the answer is the usual 400 VALIDATION_FAILED instead of a
 * database error. Contract routes skip it (their handler walks the decrypted body as well).
 * Callback style: it runs on every request, and a promise per request is measurable.
 */
export const rejectUnstorableText: preValidationHookHandler = (request, _reply, done) => {
  if (request.routeOptions.config.textChecked === true) return done();
  const path =
    malformedTextPath(request.query) ?? malformedTextPath(request.params) ?? malformedTextPath(request.body);
  if (path === undefined) return done();
  done(new HttpError(400, 'VALIDATION_FAILED', unstorableMessage(path)));
};
