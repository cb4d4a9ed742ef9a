import { createStore } from 'jotai';
import { LIMIT_KINDS, MONEY_LIMIT_PERIODS, type Limit, type Limits } from '@platform/shared/api-contract';
import { tokenAtom } from '@platform/shared/session';

/** Every limit as the gateway lists them (none set), with some changed. */
export function limitsOf(changes: Partial<Limit>[] = []): Limits {
  const all: Limit[] = LIMIT_KINDS.flatMap((kind) =>
    (kind === 'session' ? (['session'] as const) : MONEY_LIMIT_PERIODS).map((period) => ({
      kind,
      period,
      current: null,
      pending: null,
      pendingFrom: null,
      used: 0,
    })),
  );
  for (const change of changes) {
    const index = all.findIndex((l) => l.kind === change.kind && l.period === change.period);
    all[index] = { ...all[index]!, ...change };
  }
  return { limits: all, increaseDelayHours: 24 };
}

export function signedInStore() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  return store;
}
