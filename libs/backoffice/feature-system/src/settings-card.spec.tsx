import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { SettingsCard, wholeIn } from './settings-card';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});

const settings = {
  merchantCode: 'FORTUNA',
  feedback: { minWords: 10, maxWords: 500 },
  points: { turnoverPerPoint: 100, pointValue: 1, minConvertPoints: 100 },
  currency: 'BRL',
};

describe('feedback bounds and points settings (issue 22 §3)', () => {
  it('refuses out-of-range values before sending, then saves the bounds', async () => {
    const { client, calls } = fakeClient({
      backofficeSystemSettings: () => settings,
      backofficeFeedbackBounds: (request) => ({ ...settings, feedback: { minWords: (request as { minWords: number }).minWords, maxWords: (request as { maxWords: number }).maxWords } }),
    });
    renderWithApp(<SettingsCard merchantCode="FORTUNA" />, { client, i18n });
    const min = await screen.findByTestId('system-minWords');
    expect(min).toHaveValue('10');
    fireEvent.change(min, { target: { value: '0' } });
    expect(screen.getByText('A whole number from 1 to 5000.')).toBeInTheDocument();
    expect(screen.getByTestId('system-feedback-save')).toBeDisabled();
    fireEvent.change(min, { target: { value: '600' } });
    expect(screen.getByText('The most words cannot be below the fewest.')).toBeInTheDocument();
    expect(screen.getByTestId('system-feedback-save')).toBeDisabled();
    fireEvent.change(min, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('system-feedback-save'));
    expect(await screen.findByTestId('system-feedback-saved')).toHaveTextContent('Saved.');
    expect(calls.find((call) => call.id === 'backofficeFeedbackBounds')?.request).toEqual({ merchantCode: 'FORTUNA', minWords: 5, maxWords: 500 });
  });

  it("saves the points rule and shows the gateway's answer in words", async () => {
    const { client, calls } = fakeClient({
      backofficeSystemSettings: () => settings,
      backofficePointsSettings: () => {
        throw new ApiError('NOTHING_TO_CHANGE', '', 409);
      },
    });
    renderWithApp(<SettingsCard merchantCode="FORTUNA" />, { client, i18n });
    expect(await screen.findByText(/minor units of BRL/)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('system-pointValue'), { target: { value: '100001' } });
    expect(screen.getByTestId('system-points-save')).toBeDisabled();
    fireEvent.change(screen.getByTestId('system-pointValue'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('system-points-save'));
    expect(await screen.findByText('Nothing to change: the values are already these.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.id === 'backofficePointsSettings')?.request).toEqual({ merchantCode: 'FORTUNA', turnoverPerPoint: 100, pointValue: 1, minConvertPoints: 100 }),
    );
  });

  it('reads only whole numbers in range', () => {
    expect([wholeIn('12', 20), wholeIn(' 3 ', 20), wholeIn('0', 20), wholeIn('21', 20), wholeIn('1.5', 20), wholeIn('-2', 20), wholeIn('', 20)]).toEqual([12, 3, null, null, null, null, null]);
  });
});
