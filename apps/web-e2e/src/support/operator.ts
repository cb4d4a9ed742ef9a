import type { APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from './e2e-env';

/** Calls the gateway's authenticated operator route, as an operator would with curl. */
export async function setSystemStatus(
  request: APIRequestContext,
  body: { merchantCode: string; maintenance?: boolean; blockedIps?: string[] },
): Promise<void> {
  const response = await request.put('/api/operator/system-status', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: body,
  });
  if (!response.ok()) {
    throw new Error(`operator route answered ${response.status()}: ${await response.text()}`);
  }
}
