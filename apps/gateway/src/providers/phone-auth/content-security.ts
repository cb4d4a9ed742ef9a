import type { ProvidersConfig } from '../../config';

/**
 * What the pages must additionally allow for Firebase phone auth, by CSP directive. Nothing unless
 * FIREBASE_PROJECT_ID is set. Against the Auth emulator the SDK calls only the emulator and mocks the
 * reCAPTCHA; against Firebase it calls Identity Toolkit and Secure Token, and the invisible reCAPTCHA
 * loads its script and frame from Google.
 */
export function phoneAuthCspSources(firebase: ProvidersConfig['firebase']): Partial<Record<'connect-src' | 'script-src' | 'frame-src', string[]>> {
  if (!firebase) return {};
  if (firebase.emulatorHost) return { 'connect-src': [`http://${firebase.emulatorHost}`] };
  return {
    'connect-src': ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com/recaptcha/'],
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

/** `policy` with the phone-auth sources appended to their directives (a directive it lacks is added). */
export function withPhoneAuthSources(policy: string, firebase: ProvidersConfig['firebase']): string {
  const extra = phoneAuthCspSources(firebase);
  const directives = policy.split('; ');
  for (const [name, sources] of Object.entries(extra)) {
    const index = directives.findIndex((directive) => directive.startsWith(`${name} `));
    if (index >= 0) directives[index] = `${directives[index]} ${sources.join(' ')}`;
    else directives.push(`${name} ${sources.join(' ')}`);
  }
  return directives.join('; ');
}
