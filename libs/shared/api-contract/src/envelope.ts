import * as z from 'zod/mini';

/**
 * Every gateway answer uses this one envelope. `code` is a stable key from
 * the error catalogue; the client translates it, so `message` is only a
 * developer-facing fallback and never carries internals such as stack traces.
 */
export function envelopeOf<T extends z.ZodMiniType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: z.optional(value),
    code: z.optional(z.string()),
    message: z.optional(z.string()),
  });
}

export type Envelope<T> = {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
};
