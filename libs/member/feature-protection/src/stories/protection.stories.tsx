import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ApiError } from '@platform/shared/api-client';
import type { Limit, Limits, ProtectionStatus, RealityCheck } from '@platform/shared/api-contract';
import { ResponsibleGamingPage } from '../pages/responsible-gaming-page';
import { RealityCheckPopup } from '../reality-check/reality-check-popup';
import { DepositLimitOfferHost, DepositLimitOfferPanel } from '../deposit-limit-offer/deposit-limit-offer';

/*
 * Member protection (issue 11): the player's limits, a break or self-exclusion, the reality check
 * and the deposit-limit offer. Answers in the api-contract's shapes (minor units, BRL).
 */

const limit = (kind: Limit['kind'], period: Limit['period'], current: number | null, used: number, pending: number | null = null): Limit => ({
  kind,
  period,
  current,
  used,
  pending,
  pendingFrom: pending === null ? null : '2026-11-21T14:30:00Z',
});

/** A daily deposit limit with a raise waiting its 24 hours, a weekly loss limit, a session limit; the rest unset. */
const limits: Limits = {
  increaseDelayHours: 24,
  limits: [
    limit('deposit', 'day', 200_00, 150_00, 500_00),
    limit('deposit', 'week', null, 450_00),
    limit('deposit', 'month', 3_000_00, 1_250_00),
    limit('loss', 'day', null, 0),
    limit('loss', 'week', 800_00, 312_40),
    limit('loss', 'month', null, 0),
    limit('wager', 'day', null, 0),
    limit('wager', 'week', null, 0),
    limit('wager', 'month', null, 0),
    limit('session', 'session', 120, 47),
  ],
};

const status = (overrides: Partial<ProtectionStatus> = {}): ProtectionStatus => ({
  exclusion: null,
  realityCheckMinutes: 60,
  depositLimitPrompt: 'off',
  offerDepositLimit: false,
  sessionEndsAt: null,
  idleTimeoutMinutes: 30,
  ...overrides,
});

const pageApi = {
  protectionLimits: limits,
  setProtectionLimit: limits,
  protectionStatus: status(),
  startCoolOff: (request: { days: number }) => ({ kind: 'cool_off', startsAt: '2026-11-20T14:30:00Z', endsAt: new Date(Date.UTC(2026, 10, 20 + request.days)).toISOString() }),
  startSelfExclusion: { kind: 'self_exclusion', startsAt: '2026-11-20T14:30:00Z', endsAt: null },
};

const meta: Meta = { title: 'member/Protection', parameters: { api: pageApi } };
export default meta;

/** Limits now, what each window used, a raise still waiting; then the break and self-exclusion forms. */
export const ResponsibleGaming: StoryObj = {
  render: () => <ResponsibleGamingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('limit-deposit-day');
    await waitFor(() => expect(within(row).getByTestId('limit-current')).toHaveTextContent('200.00'));
  },
};

export const ResponsibleGamingPortuguese: StoryObj = {
  render: () => <ResponsibleGamingPage />,
  globals: { locale: 'PT' },
};

/** On a phone the limits table turns into cards. */
export const ResponsibleGamingPhone: StoryObj = {
  render: () => <ResponsibleGamingPage />,
  tags: ['phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** The limits cannot load: the page says why, and the break forms still work. */
export const LimitsLoadError: StoryObj = {
  render: () => <ResponsibleGamingPage />,
  parameters: {
    api: {
      ...pageApi,
      protectionLimits: () => {
        throw new ApiError('INTERNAL', 'story', 500);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('limits-load-error')).toBeVisible();
  },
};

const check = (overrides: Partial<RealityCheck> = {}): RealityCheck => ({
  sessionStartedAt: '2026-11-20T13:28:00Z',
  elapsedSeconds: 3_720,
  wagered: 845_00,
  won: 612_50,
  net: -232_50,
  intervalMinutes: 60,
  intervalSeconds: 3_600,
  ...overrides,
});
const answers = { onContinue: () => undefined, onShowHistory: () => undefined, onLogout: () => undefined };

/** An hour in, down R$ 232.50: continue, see the history, or log out. */
export const RealityCheckLost: StoryObj = {
  render: () => <RealityCheckPopup check={check()} {...answers} />,
  play: async () => {
    const dialog = within(document.body);
    await expect(await dialog.findByTestId('reality-net')).toHaveTextContent('232.50');
  },
};
export const RealityCheckWonPortuguese: StoryObj = {
  render: () => <RealityCheckPopup check={check({ elapsedSeconds: 7_260, wagered: 300_00, won: 455_00, net: 155_00 })} {...answers} />,
  globals: { locale: 'PT' },
};

/** Above the deposit form, before the first deposit: set a limit or "not now". */
export const DepositLimitOffer: StoryObj = {
  render: () => <DepositLimitOfferPanel />,
  parameters: { api: { ...pageApi, protectionStatus: status({ depositLimitPrompt: 'first-deposit', offerDepositLimit: true }) } },
};

/** Right after registration, as a dialog whose close button means "not now". */
export const DepositLimitOfferAfterRegistration: StoryObj = {
  render: () => <DepositLimitOfferHost />,
  parameters: { api: { ...pageApi, protectionStatus: status({ depositLimitPrompt: 'registration', offerDepositLimit: true }) } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    // The modal fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getAllByRole('button', { name: /not now/i }).length).toBeGreaterThan(0);
  },
};
