import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each architecture rule of eslint.config.mjs (issue 25) fails on a bad example and says why.
// The examples are linted as text under a real path, so nothing is written to the workspace.

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The errors `ruleId` reports for `code` written at `filePath`. */
async function errorsOf(ruleId: string, filePath: string, code = 'export const probe = 1;\n'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId && m.severity === 2).map((m) => m.message);
}

describe('no import cycles (import-x/no-cycle)', () => {
  const rule = 'import-x/no-cycle';

  it('fails on two files of one lib that import each other', async () => {
    // calls/game-play.ts imports REALMS from ./wallet, so wallet importing game-play closes a loop.
    expect(readFileSync(resolve(root, 'libs/shared/api-contract/src/calls/game-play.ts'), 'utf8')).toMatch(/from '\.\/wallet'/);
    const errors = await errorsOf(
      rule,
      'libs/shared/api-contract/src/calls/wallet.ts',
      "import { roundSchema } from './game-play';\nexport const probe = roundSchema;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Dependency cycle[\s\S]*Why: /);
  });

  it('fails on a cycle between libs, followed through their @platform entries', async () => {
    // The API client is built on the contract (download-csv.ts imports envelopeOf at run time).
    expect(readFileSync(resolve(root, 'libs/shared/api-client/src/download-csv.ts'), 'utf8')).toMatch(/from '@platform\/shared\/api-contract'/);
    const errors = await errorsOf(
      rule,
      'libs/shared/api-contract/src/index.ts',
      "export { createApiClient } from '@platform/shared/api-client';\n",
    );
    expect(errors.join('\n')).toMatch(/Dependency cycle[\s\S]*Why: /);
  });

  it('lets a file import what does not import it back', async () => {
    const errors = await errorsOf(
      rule,
      'libs/shared/api-contract/src/calls/wallet.ts',
      "import { defineCall } from '../define-call';\nexport const probe = defineCall;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('kebab-case names (check-file)', () => {
  it('fails on a file name in another case', async () => {
    const errors = await errorsOf('check-file/filename-naming-convention', 'libs/shell/feature-shell/src/header/HeaderNav.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"HeaderNav\.tsx" is not kebab-case[\s\S]*Why: /);
  });

  it('fails on a folder name in another case', async () => {
    const errors = await errorsOf('check-file/folder-naming-convention', 'libs/shell/feature-shell/src/userMenu/user-menu.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"userMenu" is not kebab-case[\s\S]*Why: /);
  });

  it('accepts kebab-case names with a middle extension', async () => {
    expect(await errorsOf('check-file/filename-naming-convention', 'libs/shell/feature-shell/src/header/header-nav.spec.tsx')).toEqual([]);
    expect(await errorsOf('check-file/folder-naming-convention', 'libs/shell/feature-shell/src/user-menu/user-menu.tsx')).toEqual([]);
  });
});

describe('module boundaries added by issue 25 (@nx/enforce-module-boundaries)', () => {
  const rule = '@nx/enforce-module-boundaries';
  const importTesting = "import { fakeClient } from '@platform/shared/testing';\nexport const probe = fakeClient;\n";

  it('fails when production code of a lib imports a type:testing lib', async () => {
    const errors = await errorsOf(rule, 'libs/wallet/feature-wallet/src/pages/boundary-probe.tsx', importTesting);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Why: type:testing libs/);
  });

  it('fails when production code of an app imports a type:testing lib', async () => {
    const errors = await errorsOf(rule, 'apps/web/src/app/boundary-probe.tsx', importTesting);
    expect(errors.join('\n')).toMatch(/Why: type:testing libs/);
  });

  it('lets specs, stories and src/testing helpers import a type:testing lib', async () => {
    for (const file of [
      'libs/wallet/feature-wallet/src/pages/boundary-probe.spec.tsx',
      'libs/wallet/feature-wallet/src/pages/boundary-probe.stories.tsx',
      'libs/wallet/feature-wallet/src/testing/boundary-probe.tsx',
    ]) {
      expect(await errorsOf(rule, file, importTesting), file).toEqual([]);
    }
  });

  it("fails when the shell imports another domain's data-access lib", async () => {
    const errors = await errorsOf(
      rule,
      'libs/shell/feature-shell/src/home/boundary-probe.tsx',
      "import { walletKeys } from '@platform/wallet/data-access';\nexport const probe = walletKeys;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/scope:shell[\s\S]*Why: the shell composes domains/);
  });

  it('fails in every shell file: those issue 25 once exempted, and specs', async () => {
    const importDataAccess = "import { agentKeys } from '@platform/agent/data-access';\nexport const probe = agentKeys;\n";
    for (const file of [
      'libs/shell/feature-shell/src/components/live-events.tsx',
      'libs/shell/feature-shell/src/header/user-menu.tsx',
      'libs/shell/feature-shell/src/member-centre/member-centre-popup.tsx',
      'libs/shell/feature-shell/src/home/home-below-fold.tsx',
      'libs/shell/feature-shell/src/hooks/use-live-events.spec.tsx',
    ]) {
      const errors = await errorsOf(rule, file, importDataAccess);
      expect(errors, file).toHaveLength(1);
      expect(errors[0], file).toMatch(/scope:shell[\s\S]*Why: the shell composes domains/);
    }
  });

  it("lets the shell import a lazily loaded feature lib's shell-api entry statically, and not its main entry", async () => {
    // The shell loads the member pages lazily, so a static import of their entry would ship them with the header.
    expect(readFileSync(resolve(root, 'libs/shell/feature-shell/src/components/chat-room-host.tsx'), 'utf8')).toMatch(
      /import\('@platform\/member\/feature-member'\)/,
    );
    const probe = 'libs/shell/feature-shell/src/header/boundary-probe.tsx';
    const door = "import { useUnreadMessageCount } from '@platform/member/feature-member/shell-api';\nexport const probe = useUnreadMessageCount;\n";
    expect(await errorsOf(rule, probe, door)).toEqual([]);
    const barrel = "import { MessagesPage } from '@platform/member/feature-member';\nexport const probe = MessagesPage;\n";
    const errors = await errorsOf(rule, probe, barrel);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/lazy-loaded[\s\S]*Why: a static import of a lib that is loaded lazily/);
  });

  it("keeps the shell's data-access lib off every feature entry, the shell-api ones included", async () => {
    // Which is why the live-event socket, which refetches other domains' queries, is in the shell's feature lib.
    const errors = await errorsOf(
      rule,
      'libs/shell/data-access/src/boundary-probe.ts',
      "import { walletKeys } from '@platform/wallet/feature-wallet/shell-api';\nexport const probe = walletKeys;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Why: layers point one way/);
  });

  it("lets the shell import another domain's feature lib", async () => {
    const errors = await errorsOf(
      rule,
      'libs/shell/feature-shell/src/home/boundary-probe.tsx',
      "import { HeaderLogin } from '@platform/auth/feature-auth';\nexport const probe = HeaderLogin;\n",
    );
    expect(errors).toEqual([]);
  });

  it('says why on the older boundary rules too', async () => {
    const errors = await errorsOf(
      rule,
      'apps/gateway/src/boundary-probe.ts',
      "import { shellKeys } from '@platform/shell/data-access';\nexport const probe = shellKeys;\n",
    );
    expect(errors.join('\n')).toMatch(/scope:gateway[\s\S]*Why: the gateway shares only scope:shared libs/);
  });
});
