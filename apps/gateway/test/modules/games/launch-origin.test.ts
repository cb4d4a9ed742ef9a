import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { launchOriginOf } from '../../../src/modules/games/routes';

const REQUIRED = { OPERATOR_TOKEN: 'x'.repeat(24), DEFAULT_PASSWORD: 'Default123' };

describe('GAME_LAUNCH_ORIGIN (local and development launch URLs)', () => {
  it('is unset by default, so launch URLs stay on the brand launch CDNs', () => {
    expect(loadConfig(REQUIRED).gameLaunchOrigin).toBeUndefined();
    expect(launchOriginOf(undefined, { protocol: 'http', host: 'localhost:3210' })).toBeUndefined();
  });

  it('takes the request origin with `request`, or a fixed origin', () => {
    expect(loadConfig({ ...REQUIRED, GAME_LAUNCH_ORIGIN: 'request' }).gameLaunchOrigin).toBe('request');
    expect(launchOriginOf('request', { protocol: 'http', host: 'localhost:3210' })).toBe('http://localhost:3210');
    expect(launchOriginOf('http://play.localhost:3000', { protocol: 'http', host: 'localhost:3210' })).toBe('http://play.localhost:3000');
  });

  it('refuses anything but `request` or a bare origin', () => {
    for (const bad of ['http://localhost:3000/path', 'localhost:3000', 'javascript:alert(1)', 'ftp://x']) {
      expect(() => loadConfig({ ...REQUIRED, GAME_LAUNCH_ORIGIN: bad })).toThrow(ConfigError);
    }
  });
});
