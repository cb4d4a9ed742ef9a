import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Member } from '../../db/schema';
import { fail } from '../../http/envelope';
import { HttpError } from '../../http/http-error';
import { isTrial } from '../../modules/member/rules';
import { earnPointsOnTurnover } from '../../modules/points/earning';
import { assertVendorBetAllowed } from '../../modules/protection/vendor-bet-guard';
import type { GameCatalogue } from '../../modules/games/game-catalogue';
import { LAUNCH_SECRET, SIMULATED_VENDOR_PATH, verifyLaunch } from '../../modules/games/launch';
import { SIM_BASE, SIM_BET, SIM_SESSION_SECONDS, SIM_WIN_PERCENT, parseAmount, sessionFields, simulatedVendorPage, verifySession, type SimSession } from './simulator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One simulated round on the vendor wallet: its bet and win in one transaction, once per operation id. */
async function simRound(fastify: FastifyInstance, member: Member, session: SimSession, op: string, category: string) {
  // Trial accounts never reach a real vendor's money: their wallet is play money (spec §6).
  if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  const { house } = await fastify.wallet.gameAccounts(member);
  const vendor = await fastify.ledger.memberAccount(member.merchantCode, member.id, `VENDOR:${session.vassalage}`, house.currency);
  const win = randomInt(100) < SIM_WIN_PERCENT ? SIM_BET * 2 : 0;
  const base = { merchantCode: member.merchantCode, metadata: { category, vendor: session.vassalage, gameCode: session.gameCode, op }, at: fastify.now() };
  const betKey = `sim:${member.id}:${op}:bet`;
  return fastify.ledger.transaction(async (tx) => {
    // Exclusions and wager/loss limits hold for vendor bets too (issue 11).
    await assertVendorBetAllowed(tx, { merchantCode: member.merchantCode, memberId: member.id, stake: SIM_BET, idempotencyKey: betKey, at: base.at });
    const bet = await fastify.ledger.postWithin(tx, {
      ...base,
      kind: 'BET',
      idempotencyKey: betKey,
      legs: [
        { accountId: vendor.id, amount: -SIM_BET },
        { accountId: house.id, amount: SIM_BET },
      ],
    });
    // A replayed operation settled its win (if any) the first time; there is no new round to show.
    if (bet.replayed) return undefined;
    await earnPointsOnTurnover(tx, { merchantCode: member.merchantCode, memberId: member.id, source: 'vendor', betKey: op, turnover: SIM_BET, realm: vendor.realm, at: base.at });
    if (win === 0) return { bet: SIM_BET, win };
    await fastify.ledger.postWithin(tx, {
      ...base,
      kind: 'WIN',
      idempotencyKey: `sim:${member.id}:${op}:win`,
      legs: [
        { accountId: house.id, amount: -win },
        { accountId: vendor.id, amount: win },
      ],
    });
    return { bet: SIM_BET, win };
  });
}

/** The simulated vendor's pages and actions (README "Games"). Registered by the games routes. */
export function vendorSimRoutes(catalogue: GameCatalogue): FastifyPluginAsync {
  return async (fastify) => {
    const secret = () => fastify.secrets.get(LAUNCH_SECRET);

    async function render(reply: FastifyReply, session: SimSession, extra: { error?: string | undefined; lastRound?: { bet: number; win: number } | undefined } = {}) {
      const member = await fastify.memberRepository.findById(session.memberId);
      if (!member || member.merchantCode !== session.merchantCode) return reply.code(403).send(fail('FORBIDDEN', 'Unknown player'));
      const balance = await fastify.wallet.balance(member);
      const vendor = balance.wallets.find((w) => w.code === session.vassalage)?.balance ?? 0;
      const game = catalogue.find(session.vassalage, session.gameCode);
      const page = simulatedVendorPage({
        fields: sessionFields(await secret(), session),
        gameName: game?.displayName ?? session.gameCode,
        vassalage: session.vassalage,
        main: balance.balance,
        vendor,
        ...extra,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    }

    /** The launch URL: refused when forged or expired, before anything is shown. */
    fastify.get(SIMULATED_VENDOR_PATH, async (request, reply) => {
      const check = verifyLaunch(await secret(), request.query as Record<string, unknown>, fastify.now());
      if (!check.ok) return reply.code(403).header('cache-control', 'no-store').send(fail('FORBIDDEN', `Launch URL refused: ${check.reason}`));
      const { nonce: _nonce, ...claims } = check.claims;
      return render(reply, { ...claims, expires: Math.floor(fastify.now().getTime() / 1000) + SIM_SESSION_SECONDS });
    });

    fastify.get(`${SIM_BASE}/lobby`, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const session = verifySession(await secret(), query, fastify.now());
      if (!session) return reply.code(403).send(fail('FORBIDDEN', 'Vendor session refused'));
      const bet = Number(query['bet']);
      const win = Number(query['win']);
      return render(reply, session, {
        error: query['error'],
        lastRound: Number.isSafeInteger(bet) && bet > 0 && Number.isSafeInteger(win) ? { bet, win } : undefined,
      });
    });

    fastify.post<{ Body: Record<string, string | undefined> }>(`${SIM_BASE}/action`, async (request, reply) => {
      const body = request.body ?? {};
      const key = await secret();
      const session = verifySession(key, body, fastify.now());
      if (!session) return reply.code(403).send(fail('FORBIDDEN', 'Vendor session refused'));
      const member = await fastify.memberRepository.findById(session.memberId);
      if (!member || member.merchantCode !== session.merchantCode) return reply.code(403).send(fail('FORBIDDEN', 'Unknown player'));
      const lobby = (extra: Record<string, string>) =>
        reply.code(303).header('cache-control', 'no-store').redirect(`${SIM_BASE}/lobby?${new URLSearchParams({ ...sessionFields(key, session), ...extra }).toString()}`);
      const op = body['op'] ?? '';
      try {
        if (!UUID.test(op)) throw new HttpError(400, 'VALIDATION_FAILED', 'op');
        if (body['action'] === 'in') {
          const amount = parseAmount(body['amount']);
          if (!amount) throw new HttpError(400, 'VALIDATION_FAILED', 'amount');
          await fastify.wallet.transfer(member, { idempotencyKey: op, from: 'MAIN', to: session.vassalage, amount });
          return lobby({});
        }
        if (body['action'] === 'play') {
          const game = catalogue.find(session.vassalage, session.gameCode);
          const round = await simRound(fastify, member, session, op, game?.gameType ?? 'RNG');
          return lobby(round ? { bet: String(round.bet), win: String(round.win) } : {});
        }
        if (body['action'] === 'out') {
          const vendor = (await fastify.wallet.balance(member)).wallets.find((w) => w.code === session.vassalage)?.balance ?? 0;
          if (vendor > 0) await fastify.wallet.transfer(member, { idempotencyKey: op, from: session.vassalage, to: 'MAIN', amount: vendor });
          // Back to the site, as a vendor's exit button does.
          return reply.code(303).header('cache-control', 'no-store').redirect('/');
        }
        throw new HttpError(400, 'VALIDATION_FAILED', 'action');
      } catch (error) {
        if (error instanceof HttpError) return lobby({ error: error.code });
        throw error;
      }
    });
  };
}
