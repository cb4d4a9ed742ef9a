import { describe, expect, it } from 'vitest';
import { registrationFlagIssues } from './registration-rules';
import { validManifest } from './testing/valid-manifest';

const rule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  patternId: 0,
  acceptedPattern: '*',
};

describe('registrationFlagIssues', () => {
  it('accepts a username brand whose form asks for a username', () => {
    expect(registrationFlagIssues(validManifest())).toEqual([]);
  });

  it('requires the Firebase web config when PHONEAUTHFIREBASE uses the phone-auth provider', () => {
    const m = validManifest();
    m.flags.PHONEAUTHFIREBASE = true;
    expect(registrationFlagIssues(m).map((i) => i.path)).toEqual(['$.phoneAuth.firebase']);
    m.phoneAuth = { firebase: { apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x', appId: '1:2:web:3' } };
    expect(registrationFlagIssues(m)).toEqual([]);
  });

  it('requires the mobileNum field when MOBILENUMREG3 registers by mobile number', () => {
    const m = validManifest();
    m.flags.MOBILENUMREG3 = true; // mobileNum is enabled but optional in the sample
    expect(registrationFlagIssues(m)).toEqual([
      {
        path: '$.registration.mobileNum',
        message:
          'MOBILENUMREG3 is on, so mobileNum must be enabled and required (registration by mobile number)',
      },
    ]);
  });

  it('requires mobileNum and verificationCode when REGMOBVERF3 verifies the mobile by SMS', () => {
    const m = validManifest();
    m.flags.REGMOBVERF3 = true;
    expect(registrationFlagIssues(m).map((i) => i.path)).toEqual([
      '$.registration.mobileNum',
      '$.registration.verificationCode',
    ]);
    m.registration.mobileNum = { ...rule, minLength: 7, maxLength: 15 };
    m.registration.verificationCode = rule;
    expect(registrationFlagIssues(m)).toEqual([]);
  });

  it('refuses a required username when USERNAMEREG3 is off', () => {
    const m = validManifest();
    m.flags.USERNAMEREG3 = false;
    expect(registrationFlagIssues(m).map((i) => i.path)).toEqual([
      '$.registration.username.required',
    ]);
  });
});
