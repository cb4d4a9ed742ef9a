import {
  backofficeFeedbackBoundsCall,
  backofficePointsSettingsCall,
  backofficeSwitchWhitelabelCall,
  backofficeSystemSettingsCall,
  backofficeWhitelabelCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, audited, backofficeRoute } from './route';
import { systemSettings, updateSystemSettings } from './system-settings';
import { switchWhitelabel, whitelabelState } from './whitelabel';

/**
 * The System screen's white-label switches, feedback bounds and points rule (issue 22 §3), for
 * owners (system.manage). Each change is one audited transaction; a refusal writes nothing.
 */
const systemSettingsRoutes: FastifyPluginAsync = async (fastify) => {
  const target = (merchantCode: string) => `merchant:${merchantCode}`;

  backofficeRoute(fastify, backofficeWhitelabelCall, async (input) => whitelabelState(fastify.db, input.merchantCode));

  backofficeRoute(fastify, backofficeSwitchWhitelabelCall, async (input, staff) =>
    audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'system.whitelabel', target: target(input.merchantCode) }, async (tx) => {
      const { after } = await switchWhitelabel(tx, input);
      // The one flag that moved, not the whole list: the audit screen shows what changed.
      return { value: after, before: { flag: input.flag, on: !input.on }, after: { flag: input.flag, on: input.on } };
    }),
  );

  backofficeRoute(fastify, backofficeSystemSettingsCall, async (input) => systemSettings(fastify.db, input.merchantCode, fastify.walletRepository));

  backofficeRoute(fastify, backofficeFeedbackBoundsCall, async (input, staff) =>
    audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'system.feedback', target: target(input.merchantCode) }, (tx) =>
      updateSystemSettings(tx, input.merchantCode, { kind: 'feedback', minWords: input.minWords, maxWords: input.maxWords }, fastify.now()),
    ),
  );

  backofficeRoute(fastify, backofficePointsSettingsCall, async (input, staff) =>
    audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'system.points', target: target(input.merchantCode) }, (tx) =>
      updateSystemSettings(
        tx,
        input.merchantCode,
        { kind: 'points', turnoverPerPoint: input.turnoverPerPoint, pointValue: input.pointValue, minConvertPoints: input.minConvertPoints },
        fastify.now(),
      ),
    ),
  );
};

export default systemSettingsRoutes;
