import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_MERCHANT, E2E_OPERATOR_TOKEN } from './e2e-env';

/** The operator's wallet routes, called as an operator's back office would (Bearer token). */
async function operatorCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    ...(data ? { data } : {}),
  });
  const body = (await response.json()) as { success: boolean; value: T; code?: string };
  if (!body.success) throw new Error(`${method} ${path} answered ${response.status()} ${body.code}`);
  return body.value;
}

interface Row {
  id: number;
  account: string;
  status: string;
}

export async function creditPlayer(request: APIRequestContext, account: string, amount: number): Promise<void> {
  await operatorCall(request, 'POST', '/api/operator/wallet/credit', {
    idempotencyKey: randomUUID(),
    merchantCode: DEFAULT_MERCHANT,
    account,
    amount,
  });
}

/** The one row of `account` in the given state; fails when there is none or more than one. */
async function onlyRow(request: APIRequestContext, kind: 'deposits' | 'withdrawals', account: string, status: string): Promise<Row> {
  const rows = await operatorCall<Row[]>(request, 'GET', `/api/operator/wallet/${kind}?merchantCode=${DEFAULT_MERCHANT}&status=${status}`);
  const mine = rows.filter((row) => row.account === account);
  if (mine.length !== 1) throw new Error(`expected one ${status} ${kind} row for ${account}, found ${mine.length}`);
  return mine[0] as Row;
}

export async function approvePendingDeposit(request: APIRequestContext, account: string): Promise<void> {
  const deposit = await onlyRow(request, 'deposits', account, 'pending');
  await operatorCall(request, 'POST', '/api/operator/wallet/deposits/decide', {
    idempotencyKey: randomUUID(),
    depositId: deposit.id,
    decision: 'approve',
  });
}

export async function payRequestedWithdrawal(request: APIRequestContext, account: string): Promise<number> {
  const withdrawal = await onlyRow(request, 'withdrawals', account, 'requested');
  await operatorCall(request, 'POST', '/api/operator/wallet/withdrawals/decide', {
    idempotencyKey: randomUUID(),
    withdrawalId: withdrawal.id,
    decision: 'pay',
  });
  return withdrawal.id;
}

/** The smallest valid PNG (1×1), so the gateway's magic-byte check sees a real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
