import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** Lints code as if it were written in a file of the given project. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries' && m.severity === 2)
    .map((m) => m.message);
}

describe('module boundaries (ARCHITECTURE.md)', () => {
  it('fails lint on a cross-scope import', async () => {
    const errors = await boundaryErrors(
      'apps/gateway/src/boundary-probe.ts',
      "import { shellKeys } from '@platform/shell/data-access';\nexport const probe = shellKeys;\n",
    );
    expect(errors.join('\n')).toMatch(/scope:gateway/);
  });

  it('fails lint when a util lib imports a feature lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/api-contract/src/boundary-probe.ts',
      "import { RouteScreen } from '@platform/shell/feature-shell';\nexport const probe = RouteScreen;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('fails lint on a deep import past a lib public entry', async () => {
    const errors = await boundaryErrors(
      'libs/shell/feature-shell/src/boundary-probe.ts',
      "import { STORAGE_KEYS } from '../../../shared/session/src/storage-keys';\nexport const probe = STORAGE_KEYS;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('lets a feature lib import a shared data-access lib', async () => {
    const errors = await boundaryErrors(
      'libs/shell/feature-shell/src/boundary-probe.ts',
      "import { STORAGE_KEYS } from '@platform/shared/session';\nexport const probe = STORAGE_KEYS;\n",
    );
    expect(errors).toEqual([]);
  });
});
