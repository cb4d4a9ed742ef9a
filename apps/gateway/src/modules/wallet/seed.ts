import type { Merchant } from '../../db/schema';
import type { PasswordHasher } from '../../security/passwords';
import type { Ledger } from '../ledger/service';
import type { MemberRepository } from '../member/repository';
import type { WalletRepository } from './repository';

/** demo01's starting balance (10,000.00), credited once from EXTERNAL through the ledger. */
export const DEMO_BALANCE = 10_000_00;
/** demo01's withdraw password (README "Demo accounts"). */
export const DEMO_WITHDRAW_PASSWORD = 'Withdraw123';

/** The demo deposit channels: a bank transfer (operator approval, receipt upload) and the simulated gateway. */
export function demoChannels(merchantCode: string) {
  return [
    {
      merchantCode,
      code: 'BANK',
      kind: 'bank_transfer' as const,
      name: 'Bank transfer',
      names: { PT: 'Transferência bancária' },
      minAmount: 10_00,
      maxAmount: 50_000_00,
      bankDetails: { bankName: 'Demo Bank', accountName: 'Platform Payments Ltd', accountNumber: '0001-123456-7' },
      sort: 10,
    },
    {
      merchantCode,
      code: 'PAYGATE',
      kind: 'payment_gateway' as const,
      name: 'Instant payment (simulated)',
      names: { PT: 'Pagamento instantâneo (simulado)' },
      minAmount: 10_00,
      maxAmount: 10_000_00,
      bankDetails: null,
      sort: 20,
    },
  ];
}

export interface WalletSeedDeps {
  ledger: Ledger;
  repository: WalletRepository;
  members: MemberRepository;
  passwords: PasswordHasher;
  now: () => Date;
}

/**
 * Idempotent: channels are inserted once (ON CONFLICT DO NOTHING), the balance is one ledger
 * transfer under a fixed key, and an existing withdraw password is left alone.
 */
export async function seedDemoWallet(deps: WalletSeedDeps, merchant: Merchant): Promise<{ channels: number; credited: boolean }> {
  const channels = await deps.repository.seedChannels(demoChannels(merchant.code));
  const demo = await deps.members.findByAccount(merchant.code, 'demo01');
  if (!demo) return { channels, credited: false };
  const { currency } = await deps.repository.settings(merchant.code);
  const [external, main] = await Promise.all([
    deps.ledger.systemAccount(merchant.code, 'EXTERNAL', currency),
    deps.ledger.memberAccount(merchant.code, demo.id, 'MAIN', currency),
  ]);
  const posted = await deps.ledger.post({
    merchantCode: merchant.code,
    kind: 'CREDIT',
    idempotencyKey: `seed:demo01:${demo.id}`,
    legs: [
      { accountId: external.id, amount: -DEMO_BALANCE },
      { accountId: main.id, amount: DEMO_BALANCE },
    ],
    metadata: { remark: 'demo starting balance' },
    at: deps.now(),
  });
  if (!(await deps.repository.withdrawPasswordHash(demo.id))) {
    await deps.repository.saveWithdrawPassword(demo.id, await deps.passwords.hash(DEMO_WITHDRAW_PASSWORD), deps.now());
  }
  return { channels, credited: !posted.replayed };
}
