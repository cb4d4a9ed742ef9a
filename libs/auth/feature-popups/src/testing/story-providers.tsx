import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { ApiClientProvider, ApiError } from '@platform/shared/api-client';
import { fakeClient } from '@platform/shared/testing';

const CAPTCHA_SVG =
  'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="42"><text x="10" y="30" font-size="24">7Q4K</text></svg>');

/** Story-only gateway answers: a wrong password asks for the captcha. */
export function StoryProviders({ children }: { children: ReactNode }) {
  const { client } = fakeClient({
    captcha: () => CAPTCHA_SVG,
    botChallenge: () => ({ algorithm: 'SHA-256', challenge: '', maxnumber: 0, salt: '', signature: '' }),
    countryCodes: () => [
      { countryCode: 'BR', countryDialingCode: '+55' },
      { countryCode: 'VN', countryDialingCode: '+84' },
    ],
    login: () => {
      throw new ApiError('LOGIN_FAILED', 'story', 401, { captcha: true });
    },
    loginCode: () => ({ expiredMinutes: 1 }),
  });
  return (
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
