import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { drawOf, signedInStore } from '../testing/fixtures';
import { ResultsHistory } from './results-history';

// 11:19 on 26 November 2026 in the viewer's own zone, so the expectation holds in any TZ.
const DRAW_AT = new Date(2026, 10, 26, 11, 19, 0).toISOString();

describe('the lottery results', () => {
  it.each(['EN', 'PT'])('§9 date display is year-month-day hour:minute:second (%s)', async (language) => {
    const i18n = await createI18n(language);
    const { client } = fakeClient({ lotteryRecent: () => [drawOf('DICE', 99, { status: 'drawn', drawAt: DRAW_AT, outcome: { numbers: [1, 2, 3], sum: 6 } })] });
    renderWithApp(<ResultsHistory />, { client, i18n, store: signedInStore() });
    const draw = await screen.findByTestId('draw-DICE-99');
    const time = draw.querySelector('time');
    expect(time).toHaveTextContent(/^2026-11-26 11:19:00$/);
    expect(time).toHaveAttribute('dateTime', DRAW_AT);
  });
});
