import type { BrandManifest } from './manifest-schema';

/**
 * The registration form must offer what the brand's flags promise: a brand
 * that registers by mobile number needs the mobileNum field, SMS verification
 * at registration needs the verificationCode field, and a brand without
 * username registration must not demand a username. Returns one issue per
 * broken rule, with the JSON path of the field to fix.
 */
export function registrationFlagIssues(
  manifest: BrandManifest,
): { path: string; message: string }[] {
  const { flags, registration: reg } = manifest;
  const issues: { path: string; message: string }[] = [];
  const needs = (field: keyof typeof reg, flag: string, what: string) => {
    const rule = reg[field];
    if (!rule?.enabled || !rule.required) {
      issues.push({
        path: `$.registration.${field}`,
        message: `${flag} is on, so ${field} must be enabled and required (${what})`,
      });
    }
  };
  if (flags.USERNAMEREG3) needs('username', 'USERNAMEREG3', 'username registration');
  if (flags.MOBILENUMREG3) needs('mobileNum', 'MOBILENUMREG3', 'registration by mobile number');
  if (flags.REGMOBVERF3) {
    needs('mobileNum', 'REGMOBVERF3', 'the number the SMS code is sent to');
    needs('verificationCode', 'REGMOBVERF3', 'the SMS code itself');
  }
  if (flags.PHONEAUTHFIREBASE && !manifest.phoneAuth?.firebase) {
    issues.push({
      path: '$.phoneAuth.firebase',
      message: 'PHONEAUTHFIREBASE is on, so the Firebase web config (apiKey, authDomain, projectId, appId) is required',
    });
  }
  if (!flags.USERNAMEREG3 && reg.username?.required) {
    issues.push({
      path: '$.registration.username.required',
      message: 'USERNAMEREG3 is off, so the registration form must not require a username',
    });
  }
  return issues;
}
