import type { FastifyInstance } from 'fastify';

/** The decorators the account rules use, named, so services do not reach into the whole instance. */
export type ServiceDeps = Pick<
  FastifyInstance,
  | 'memberRepository'
  | 'merchantRepository'
  | 'sessions'
  | 'passwords'
  | 'captcha'
  | 'botCheck'
  | 'codes'
  | 'throttle'
  | 'attempts'
  | 'messaging'
  | 'now'
  | 'config'
  | 'db'
>;

export function serviceDeps(fastify: FastifyInstance): ServiceDeps {
  const { memberRepository, merchantRepository, sessions, passwords, captcha, botCheck, codes, throttle, attempts, messaging, config, db } =
    fastify;
  return {
    memberRepository,
    merchantRepository,
    sessions,
    passwords,
    captcha,
    botCheck,
    codes,
    throttle,
    attempts,
    messaging,
    now: () => fastify.now(),
    config,
    db,
  };
}
