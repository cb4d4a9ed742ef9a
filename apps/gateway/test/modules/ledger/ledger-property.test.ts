import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, type Member } from '../../../src/db/schema';
import { HttpError } from '../../../src/http/http-error';
import { PAYMENT_SECRET, signCallback } from '../../../src/modules/wallet/payments';
import { createWalletRepository } from '../../../src/modules/wallet/repository';
import { demoChannels } from '../../../src/modules/wallet/seed';
import { TRIAL_PLAY_MONEY } from '../../../src/modules/wallet/service';
import { MINUTE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PNG_BYTES, auditLedger, auditLedgerRows, key, openWalletHarness } from '../../support/wallet';

/**
 * A model-based property test of the money rules. fast-check generates random sequences of
 * deposits (bank: approve / reject; gateway: paid / failed callbacks, replayed), withdrawals
 * (hold, pay, reject, received / fully received / not received with proof, dispute refund or
 * uphold, auto-confirm), vendor transfers in and out (replayed), in-house bets and wins, trial
 * play and attempts to mix play money with real money. Each command runs against the real
 * services and a plain model; after EVERY command the ledger must hold its four invariants over
 * the sequence's own merchant, and every member balance must equal the model's.
 *
 * LEDGER_PROPERTY_RUNS sets the number of sequences: 100 in `npm test` (each CI run draws new
 * random sequences; about 70 s a backend on a loaded 2-core machine, issue 24), the full 200
 * and more with `node bench/ledger-property.mjs` (10000 for a long benchmark run).
 */
const RUNS = Number(process.env['LEDGER_PROPERTY_RUNS'] ?? 100);
const MAX_COMMANDS = Number(process.env['LEDGER_PROPERTY_MAX_COMMANDS'] ?? 20);
const MEMBERS = 2;
/** Each member starts with 3,000.00, so most withdrawals, bets and transfers can go through. */
const START_BALANCE = 3_000_00;
const VENDORS = ['SBX', 'LIVEONE'] as const;
const WITHDRAW_PASSWORD = 'Payout456';

type WithdrawalState = 'requested' | 'rejected' | 'paid' | 'received' | 'fully_received' | 'not_received' | 'auto_confirmed' | 'refunded' | 'upheld';

interface Model {
  main: number[];
  held: number[];
  vendor: Record<string, number>[];
  play: number;
  deposits: { id: number; member: number; amount: number }[];
  withdrawals: { id: number; member: number; amount: number; status: WithdrawalState; paidAt?: number }[];
}

interface Real {
  h: AuthHarness;
  merchantCode: string;
  members: Member[];
  trial: Member;
  proofs: string[];
}

type Cmd = fc.AsyncCommand<Model, Real>;

async function expectRefusal(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError) || error.code !== code) {
    throw new Error(`expected ${code}, got ${error instanceof Error ? error.message : String(error)}`);
  }
}

let invariantChecks = 0;
/** How often each kind of command ran (a generated command whose precondition fails is skipped). */
const executed = new Map<string, number>();
function note(command: Cmd): void {
  const name = command.toString().split('(')[0]!;
  executed.set(name, (executed.get(name) ?? 0) + 1);
}


/** The four ledger invariants, and the balances the model predicts. */
async function checkInvariants(m: Model, r: Real): Promise<void> {
  invariantChecks += 1;
  const { audit, accounts } = await auditLedgerRows(r.h.app.db, r.merchantCode);
  expect(audit.unbalancedTransfers, 'every transfer sums to zero').toBe(0);
  expect(audit.totalMoney, 'total money, system accounts included, is unchanged').toBe(0);
  expect(audit.negativeMemberAccounts, 'no member balance is negative').toBe(0);
  expect(audit.driftedAccounts, 'every balance equals the sum of its entries').toBe(0);
  const actual = new Map(accounts.map((row) => [`${row.memberId}:${row.kind}`, row.balance]));
  const at = (member: Member, kind: string) => actual.get(`${member.id}:${kind}`) ?? 0;
  r.members.forEach((member, i) => {
    expect(at(member, 'MAIN'), `main of member ${i}`).toBe(m.main[i]);
    expect(at(member, 'HELD'), `held of member ${i}`).toBe(m.held[i]);
    for (const vendor of VENDORS) expect(at(member, `VENDOR:${vendor}`), `${vendor} of member ${i}`).toBe(m.vendor[i]![vendor] ?? 0);
  });
  expect(at(r.trial, 'PLAY'), 'play money').toBe(m.play);
}

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const amount = fc.integer({ min: 1, max: 1_500_00 });
const pick = fc.nat({ max: 1000 });

function pickWithdrawal(m: Readonly<Model>, index: number, status: WithdrawalState) {
  const candidates = m.withdrawals.filter((w) => w.status === status);
  return candidates.length === 0 ? undefined : candidates[index % candidates.length];
}

class BankDeposit implements Cmd {
  constructor(
    readonly member: number,
    readonly amount: number,
    readonly decision: 'approve' | 'reject',
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const amount = Math.max(this.amount, 10_00);
    const deposit = await r.h.app.wallet.deposit(r.members[this.member]!, { idempotencyKey: key(), channelCode: 'BANK', amount });
    await checkInvariants(m, r);
    const decided = await r.h.app.wallet.decideDeposit({ idempotencyKey: key(), depositId: deposit.id, decision: this.decision });
    expect(decided.status).toBe(this.decision === 'approve' ? 'approved' : 'rejected');
    if (this.decision === 'approve') m.main[this.member]! += amount;
    await expectRefusal(r.h.app.wallet.decideDeposit({ idempotencyKey: key(), depositId: deposit.id, decision: 'approve' }), 'DEPOSIT_NOT_PENDING');
    await checkInvariants(m, r);
  }
  toString = () => `bankDeposit(${this.member}, ${this.amount}, ${this.decision})`;
}

class GatewayDeposit implements Cmd {
  constructor(
    readonly member: number,
    readonly amount: number,
    readonly status: 'paid' | 'failed',
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const amount = Math.max(this.amount, 10_00);
    const deposit = await r.h.app.wallet.deposit(r.members[this.member]!, { idempotencyKey: key(), channelCode: 'PAYGATE', amount });
    const ref = new URLSearchParams(deposit.redirectUrl!.split('?')[1]).get('ref')!;
    const fields = { ref, amount: String(amount), status: this.status };
    const signature = signCallback(await r.h.app.secrets.get(PAYMENT_SECRET), fields);
    // The provider calls back twice (a replay): the deposit is credited once.
    for (let i = 0; i < 2; i++) await r.h.app.wallet.paymentCallback({ ...fields, signature });
    if (this.status === 'paid') m.main[this.member]! += amount;
    await checkInvariants(m, r);
  }
  toString = () => `gatewayDeposit(${this.member}, ${this.amount}, ${this.status})`;
}

class Withdraw implements Cmd {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const request = { idempotencyKey: key(), amount: this.amount, withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Bank 001 / 123-4' };
    if (this.amount > m.main[this.member]!) {
      await expectRefusal(r.h.app.wallet.withdraw(r.members[this.member]!, request), 'INSUFFICIENT_BALANCE');
    } else {
      const withdrawal = await r.h.app.wallet.withdraw(r.members[this.member]!, request);
      // A replay of the same request answers the same withdrawal and holds nothing more.
      expect(await r.h.app.wallet.withdraw(r.members[this.member]!, request)).toEqual(withdrawal);
      m.main[this.member]! -= this.amount;
      m.held[this.member]! += this.amount;
      m.withdrawals.push({ id: withdrawal.id, member: this.member, amount: this.amount, status: 'requested' });
    }
    await checkInvariants(m, r);
  }
  toString = () => `withdraw(${this.member}, ${this.amount})`;
}

class DecideWithdrawal implements Cmd {
  constructor(
    readonly index: number,
    readonly decision: 'pay' | 'reject',
  ) {}
  check = (m: Readonly<Model>) => pickWithdrawal(m, this.index, 'requested') !== undefined;
  async run(m: Model, r: Real) {
    note(this);
    const w = pickWithdrawal(m, this.index, 'requested')!;
    const decided = await r.h.app.wallet.decideWithdrawal({ idempotencyKey: key(), withdrawalId: w.id, decision: this.decision });
    m.held[w.member]! -= w.amount;
    if (this.decision === 'pay') {
      w.status = 'paid';
      w.paidAt = r.h.clock.now().getTime();
    } else {
      w.status = 'rejected';
      m.main[w.member]! += w.amount;
    }
    expect(decided.status).toBe(w.status);
    await expectRefusal(r.h.app.wallet.decideWithdrawal({ idempotencyKey: key(), withdrawalId: w.id, decision: 'pay' }), 'WITHDRAWAL_NOT_PAYABLE');
    await checkInvariants(m, r);
  }
  toString = () => `decideWithdrawal(${this.index}, ${this.decision})`;
}

class ConfirmReceipt implements Cmd {
  constructor(
    readonly index: number,
    readonly receipt: 'received' | 'fully_received' | 'not_received',
  ) {}
  check = (m: Readonly<Model>) => pickWithdrawal(m, this.index, 'paid') !== undefined;
  async run(m: Model, r: Real) {
    note(this);
    const w = pickWithdrawal(m, this.index, 'paid')!;
    const confirmed = await r.h.app.wallet.confirmReceipt(r.members[w.member]!, {
      withdrawalId: w.id,
      receipt: this.receipt,
      ...(this.receipt === 'not_received' ? { proofUploadIds: [r.proofs[w.member]!] } : {}),
    });
    w.status = this.receipt;
    expect(confirmed.status).toBe(w.status);
    await checkInvariants(m, r);
  }
  toString = () => `confirmReceipt(${this.index}, ${this.receipt})`;
}

class ResolveDispute implements Cmd {
  constructor(
    readonly index: number,
    readonly resolution: 'refund' | 'uphold',
  ) {}
  check = (m: Readonly<Model>) => pickWithdrawal(m, this.index, 'not_received') !== undefined;
  async run(m: Model, r: Real) {
    note(this);
    const w = pickWithdrawal(m, this.index, 'not_received')!;
    await r.h.app.wallet.resolveDispute({ idempotencyKey: key(), withdrawalId: w.id, resolution: this.resolution });
    w.status = this.resolution === 'refund' ? 'refunded' : 'upheld';
    if (this.resolution === 'refund') m.main[w.member]! += w.amount;
    await checkInvariants(m, r);
  }
  toString = () => `resolveDispute(${this.index}, ${this.resolution})`;
}

const OPEN: readonly WithdrawalState[] = ['requested', 'paid', 'not_received'];

/**
 * Moves one open withdrawal a step on: requested -> paid or rejected; paid -> received, fully
 * received or not received (with proof); not received -> refunded or upheld. One command for the
 * whole lifecycle, so random sequences reach its later states often.
 */
class AdvanceWithdrawal implements Cmd {
  constructor(
    readonly index: number,
    readonly choice: number,
  ) {}
  check = (m: Readonly<Model>) => m.withdrawals.some((w) => OPEN.includes(w.status));
  async run(m: Model, r: Real) {
    const open = m.withdrawals.filter((w) => OPEN.includes(w.status));
    const w = open[this.index % open.length]!;
    const at = m.withdrawals.filter((x) => x.status === w.status).indexOf(w);
    if (w.status === 'requested') await new DecideWithdrawal(at, this.choice % 3 === 2 ? 'reject' : 'pay').run(m, r);
    else if (w.status === 'paid') {
      await new ConfirmReceipt(at, (['received', 'fully_received', 'not_received', 'not_received'] as const)[this.choice % 4]!).run(m, r);
    }
    else await new ResolveDispute(at, this.choice % 2 === 0 ? 'refund' : 'uphold').run(m, r);
  }
  toString = () => `advanceWithdrawal(${this.index}, ${this.choice})`;
}

/**
 * Time passes (a few minutes, or past the window) and the auto-confirm job runs: exactly the paid
 * withdrawals whose window has ended are forced to received, and can then be neither disputed
 * nor refunded.
 */
class AutoConfirm implements Cmd {
  constructor(readonly pastWindow: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const window = r.h.app.config.wallet.autoConfirmMinutes * MINUTE;
    r.h.clock.advance(this.pastWindow ? window + MINUTE : 3 * MINUTE);
    const now = r.h.clock.now().getTime();
    const confirmed = new Set(await r.h.app.walletJobs.autoConfirm());
    for (const w of m.withdrawals) {
      const due = w.status === 'paid' && w.paidAt! + window <= now;
      expect(confirmed.has(w.id), `withdrawal ${w.id} confirmed exactly when due`).toBe(due);
      if (!due) continue;
      w.status = 'auto_confirmed';
      await expectRefusal(
        r.h.app.wallet.confirmReceipt(r.members[w.member]!, { withdrawalId: w.id, receipt: 'not_received', proofUploadIds: [r.proofs[w.member]!] }),
        'WITHDRAWAL_NOT_CONFIRMABLE',
      );
      await expectRefusal(r.h.app.wallet.resolveDispute({ idempotencyKey: key(), withdrawalId: w.id, resolution: 'refund' }), 'WITHDRAWAL_NOT_DISPUTED');
    }
    await checkInvariants(m, r);
  }
  toString = () => `autoConfirm(${this.pastWindow ? 'past the window' : 'a few minutes'})`;
}

class VendorTransfer implements Cmd {
  constructor(
    readonly member: number,
    readonly vendor: (typeof VENDORS)[number],
    readonly direction: 'in' | 'out',
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const [from, to] = this.direction === 'in' ? ['MAIN', this.vendor] : [this.vendor, 'MAIN'];
    const request = { idempotencyKey: key(), from, to, amount: this.amount };
    const vendors = m.vendor[this.member]!;
    const available = this.direction === 'in' ? m.main[this.member]! : (vendors[this.vendor] ?? 0);
    if (this.amount > available) {
      await expectRefusal(r.h.app.wallet.transfer(r.members[this.member]!, request), 'INSUFFICIENT_BALANCE');
      // The refusal is the key's answer: a replay answers it again.
      await expectRefusal(r.h.app.wallet.transfer(r.members[this.member]!, request), 'INSUFFICIENT_BALANCE');
    } else {
      const first = await r.h.app.wallet.transfer(r.members[this.member]!, request);
      expect(await r.h.app.wallet.transfer(r.members[this.member]!, request)).toEqual(first);
      const delta = this.direction === 'in' ? this.amount : -this.amount;
      m.main[this.member]! -= delta;
      vendors[this.vendor] = (vendors[this.vendor] ?? 0) + delta;
    }
    await checkInvariants(m, r);
  }
  toString = () => `vendorTransfer(${this.member}, ${this.vendor}, ${this.direction}, ${this.amount})`;
}

class Bet implements Cmd {
  constructor(
    readonly member: number,
    readonly amount: number,
    readonly category: string,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const bet = { betKey: key(), amount: this.amount, category: this.category };
    if (this.amount > m.main[this.member]!) {
      await expectRefusal(r.h.app.wallet.placeBet(r.members[this.member]!, bet), 'INSUFFICIENT_BALANCE');
    } else {
      const first = await r.h.app.wallet.placeBet(r.members[this.member]!, bet);
      const again = await r.h.app.wallet.placeBet(r.members[this.member]!, bet);
      expect(again).toEqual({ ...first, replayed: true });
      m.main[this.member]! -= this.amount;
    }
    await checkInvariants(m, r);
  }
  toString = () => `bet(${this.member}, ${this.amount}, ${this.category})`;
}

class Win implements Cmd {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    await r.h.app.wallet.settleWin(r.members[this.member]!, { winKey: key(), amount: this.amount, category: 'RNG' });
    m.main[this.member]! += this.amount;
    await checkInvariants(m, r);
  }
  toString = () => `win(${this.member}, ${this.amount})`;
}

class TrialPlay implements Cmd {
  constructor(
    readonly kind: 'bet' | 'win',
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    if (this.kind === 'win') {
      await r.h.app.wallet.settleWin(r.trial, { winKey: key(), amount: this.amount, category: 'RNG' });
      m.play += this.amount;
    } else if (this.amount > m.play) {
      await expectRefusal(r.h.app.wallet.placeBet(r.trial, { betKey: key(), amount: this.amount, category: 'RNG' }), 'INSUFFICIENT_BALANCE');
    } else {
      await r.h.app.wallet.placeBet(r.trial, { betKey: key(), amount: this.amount, category: 'RNG' });
      m.play -= this.amount;
    }
    await checkInvariants(m, r);
  }
  toString = () => `trialPlay(${this.kind}, ${this.amount})`;
}

/** Any transfer between the play realm and real money is refused, whatever its direction. */
class MixRealms implements Cmd {
  constructor(
    readonly member: number,
    readonly toPlay: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    note(this);
    const { ledger } = r.h.app;
    const [play, main] = await Promise.all([
      ledger.memberAccount(r.merchantCode, r.trial.id, 'PLAY', 'BRL'),
      ledger.memberAccount(r.merchantCode, r.members[this.member]!.id, 'MAIN', 'BRL'),
    ]);
    const legs = this.toPlay
      ? [
          { accountId: main.id, amount: -1 },
          { accountId: play.id, amount: 1 },
        ]
      : [
          { accountId: play.id, amount: -1 },
          { accountId: main.id, amount: 1 },
        ];
    await expectRefusal(ledger.post({ merchantCode: r.merchantCode, kind: 'TRANSFER', idempotencyKey: key(), legs, at: r.h.clock.now() }), 'PLAY_MONEY_ONLY');
    await checkInvariants(m, r);
  }
  toString = () => `mixRealms(${this.member}, ${this.toPlay ? 'real->play' : 'play->real'})`;
}

const commands = [
  fc.tuple(member, amount, fc.constantFrom('approve' as const, 'reject' as const)).map(([a, b, c]) => new BankDeposit(a, b, c)),
  fc.tuple(member, amount, fc.constantFrom('paid' as const, 'failed' as const)).map(([a, b, c]) => new GatewayDeposit(a, b, c)),
  // The withdrawal lifecycle is weighted up: it needs several steps in a row to reach its later states.
  ...[1, 2].map(() => fc.tuple(member, amount).map(([a, b]) => new Withdraw(a, b))),
  ...[1, 2, 3].map(() => fc.tuple(pick, pick).map(([a, b]) => new AdvanceWithdrawal(a, b))),
  fc.boolean().map((pastWindow) => new AutoConfirm(pastWindow)),
  fc.tuple(member, fc.constantFrom(...VENDORS), fc.constantFrom('in' as const, 'out' as const), amount).map(([a, b, c, d]) => new VendorTransfer(a, b, c, d)),
  fc.tuple(member, amount, fc.constantFrom('RNG', 'LIVE', 'SPORTS', 'PVP')).map(([a, b, c]) => new Bet(a, b, c)),
  fc.tuple(member, fc.integer({ min: 1, max: 500_00 })).map(([a, b]) => new Win(a, b)),
  fc.tuple(fc.constantFrom('bet' as const, 'win' as const), fc.integer({ min: 1, max: 1_000_00 })).map(([a, b]) => new TrialPlay(a, b)),
  fc.tuple(member, fc.boolean()).map(([a, b]) => new MixRealms(a, b)),
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`ledger model-based property on ${backend.name}`, () => {
    let h: AuthHarness;
    let withdrawHash: string;
    let merchantCounter = 0;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
      withdrawHash = await h.app.passwords.hash(WITHDRAW_PASSWORD);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** Each sequence gets a merchant of its own, so its invariants are checked over its own accounts only. */
    async function freshReal(): Promise<Real> {
      merchantCounter += 1;
      const code = `PROP${process.pid}X${merchantCounter}`;
      const [base] = await h.app.db.select().from(merchants).where(eq(merchants.code, 'FORTUNA'));
      await h.app.db.insert(merchants).values({ ...base!, code, brandId: code.toLowerCase(), domains: [], updatedAt: new Date() });
      const repository = createWalletRepository(h.app.db);
      await repository.seedChannels(demoChannels(code));
      const members: Member[] = [];
      const proofs: string[] = [];
      for (let i = 0; i < MEMBERS; i++) {
        const row = await h.app.memberRepository.insert({
          merchantCode: code,
          account: `p${i}`,
          nickname: `p${i}`,
          passwordHash: withdrawHash,
          passwordChangedAt: h.clock.now(),
        });
        await repository.saveWithdrawPassword(row.id, withdrawHash, h.clock.now());
        proofs.push((await h.app.wallet.upload(row, { filename: 'proof.png', contentType: 'image/png', dataBase64: PNG_BYTES.toString('base64') })).uploadId);
        members.push(row);
      }
      const trial = await h.app.memberRepository.insert({
        merchantCode: code,
        account: 'guest',
        nickname: 'guest',
        type: 4,
        passwordHash: withdrawHash,
        passwordChangedAt: h.clock.now(),
      });
      // A starting balance for each member, in one transfer from EXTERNAL.
      const external = await h.app.ledger.systemAccount(code, 'EXTERNAL', 'BRL');
      const mains = await Promise.all(members.map((row) => h.app.ledger.memberAccount(code, row.id, 'MAIN', 'BRL')));
      await h.app.ledger.post({
        merchantCode: code,
        kind: 'CREDIT',
        idempotencyKey: `start:${code}`,
        legs: [{ accountId: external.id, amount: -START_BALANCE * MEMBERS }, ...mains.map((main) => ({ accountId: main.id, amount: START_BALANCE }))],
        at: h.clock.now(),
      });
      return { h, merchantCode: code, members, trial, proofs };
    }

    it(`keeps every ledger invariant after every step of ${RUNS} random sequences`, async () => {
      let sequences = 0;
      const started = performance.now();
      invariantChecks = 0;
      executed.clear();
      let setupMs = 0;
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }), async (cmds) => {
          sequences += 1;
          const t0 = performance.now();
          const real = await freshReal();
          setupMs += performance.now() - t0;
          const model: Model = {
            main: Array(MEMBERS).fill(START_BALANCE),
            held: Array(MEMBERS).fill(0),
            vendor: Array.from({ length: MEMBERS }, () => ({})),
            play: 0,
            deposits: [],
            withdrawals: [],
          };
          // The trial account's play money comes from its merchant's PLAY_MONEY_SOURCE.
          await h.app.wallet.balance(real.trial);
          model.play = TRIAL_PLAY_MONEY;
          await checkInvariants(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        }),
        { numRuns: RUNS, endOnFailure: false },
      );
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `[ledger property ${backend.name}] ${sequences} sequences run (${RUNS} asked), ${invariantChecks} invariant checks, ` +
          `${seconds.toFixed(1)} s (setup ${(setupMs / 1000).toFixed(1)} s), retries ${h.app.ledger.stats.retries}; commands run: ` +
          [...executed].map(([name, times]) => `${name} ${times}`).join(', '),
      );
      expect(sequences).toBeGreaterThanOrEqual(RUNS);
      const whole = await auditLedger(h.app.db);
      expect(whole).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
      const [count] = ((await h.app.db.execute(sql`select count(*)::int as n from ledger_transfers`)) as unknown as { rows: { n: number }[] }).rows;
      expect(Number(count!.n)).toBeGreaterThan(0);
    }, Math.max(10 * 60_000, RUNS * 1_000));
  });
}
