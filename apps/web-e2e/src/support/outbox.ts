import type { APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from './e2e-env';

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  code: string | null;
  createdAt: string;
}

const CODE_WAIT_MS = 45_000;

/** Reads the newest code sent to a recipient through the gateway's development outbox. */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  // Polls until the code is there; the bound only ends a wait for a code that never comes, and is
  // sized for a loaded 2-core CI machine (issue 24), where a send can take well over 10 s.
  const deadline = Date.now() + CODE_WAIT_MS;
  while (Date.now() < deadline) {
    const response = await request.get(`/api/operator/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    });
    const body = (await response.json()) as { value?: OutboxMessage[] };
    const messages = (body.value ?? []).filter((m) => m.code && Date.parse(m.createdAt) >= after);
    const newest = messages.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    if (newest?.code) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code reached ${to} within ${CODE_WAIT_MS / 1000} s`);
}

/** The newest message body for a recipient (e-mails carry a temporary password, not a code). */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  const response = await request.get(`/api/operator/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  const body = (await response.json()) as { value?: OutboxMessage[] };
  const newest = (body.value ?? []).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (!newest) throw new Error(`no message reached ${to}`);
  return newest;
}
