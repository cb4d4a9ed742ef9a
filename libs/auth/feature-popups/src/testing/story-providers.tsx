import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { ApiClientProvider, ApiError } from '@platform/shared/api-client';
import { fakeClient } from '@platform/shared/testing';

/** A stand-in for the gateway's captcha: a PNG data URL of tilted glyphs crossed by a line, drawn here. */
function storyCaptcha(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 150;
  canvas.height = 50;
  const g = canvas.getContext('2d');
  if (!g) return '';
  // The brand's own tokens, read when the story asks for an image.
  const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'gray';
  g.fillStyle = token('--color-surface-raised');
  g.fillRect(0, 0, 150, 50);
  g.fillStyle = g.strokeStyle = token('--color-text');
  g.font = 'bold 30px serif';
  [...'7q4k'].forEach((char, i) => {
    g.save();
    g.translate(27 + i * 32, 27);
    g.rotate(i % 2 ? -0.3 : 0.25);
    g.fillText(char, -9, 10);
    g.restore();
  });
  g.lineWidth = 1.5;
  g.beginPath();
  g.moveTo(5, 30);
  g.bezierCurveTo(50, 10, 100, 45, 145, 22);
  g.stroke();
  return canvas.toDataURL('image/png');
}

/** Story-only gateway answers: a wrong password asks for the captcha. */
export function StoryProviders({ children }: { children: ReactNode }) {
  const { client } = fakeClient({
    captcha: storyCaptcha,
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
