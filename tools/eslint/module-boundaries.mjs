// The lib boundaries of ARCHITECTURE.md "Module boundaries", as @nx/enforce-module-boundaries
// options, and the reason each one gives when it fails. Tags live in each project.json.
//
// Nx reads `onlyDependOnLibsWithTags` as "the imported lib has at least one of these tags", and
// every constraint whose source tag the importer carries must hold. A tag written /like this/ is
// a regular expression.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The @platform/... import paths of the libs tagged type:testing, read from tsconfig.base.json and project.json. */
function testingImportPaths() {
  const paths = readJson(join(root, 'tsconfig.base.json')).compilerOptions.paths ?? {};
  return new Set(
    Object.entries(paths)
      .filter(([, [entry]]) => {
        for (let dir = dirname(join(root, entry)); dir.startsWith(root) && dir !== root; dir = dirname(dir)) {
          const project = join(dir, 'project.json');
          if (existsSync(project)) return (readJson(project).tags ?? []).includes('type:testing');
        }
        return false;
      })
      .map(([alias]) => alias),
  );
}
const TESTING_IMPORTS = testingImportPaths();

/** `@platform/<domain>/feature-<name>/shell-api`: see checkDynamicDependenciesExceptions below. */
const SHELL_API_ENTRY = '^@platform/[a-z-]+/feature-[a-z-]+/shell-api$';

/** Every type but type:testing. */
const ANY_PRODUCTION_TYPE = '/^type:(?!testing$)/';

/**
 * @param {{ testCode?: boolean }} options
 *   testCode: the file is a spec, story or test helper, so it may also import type:testing libs.
 */
export function boundaryConstraints({ testCode = false } = {}) {
  const layer = (...types) => (testCode ? [...types, 'type:testing'] : types);
  return [
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: layer(ANY_PRODUCTION_TYPE) },
    { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['*'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: layer('type:feature', 'type:data-access', 'type:ui', 'type:util') },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: layer('type:data-access', 'type:util') },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: layer('type:ui', 'type:util') },
    { sourceTag: 'type:util', onlyDependOnLibsWithTags: layer('type:util') },
    { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...['auth', 'games', 'lottery', 'wallet', 'member', 'agent', 'promotions'].map((domain) => ({
      sourceTag: `scope:${domain}`,
      onlyDependOnLibsWithTags: [`scope:${domain}`, 'scope:shared'],
    })),
    // The shell (home, header, menus) composes domains, through their public screens and parts only.
    {
      sourceTag: 'scope:shell',
      onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared', 'type:feature', 'type:ui'],
    },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['*'] },
    // The operator back office (issue 22): its own libs and the shared ones, no player domain.
    { sourceTag: 'scope:backoffice', onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:shared'] },
    { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:brand', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
  ];
}

/** The rule entry for eslint.config.mjs. */
export function boundaryRule(options) {
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      // The brand is compiled in by tools/brand-tools as a virtual module.
      allow: ['virtual:brand'],
      banTransitiveDependencies: true,
      // A lazily loaded feature lib's second door, src/shell-api.ts (the hooks and query keys the
      // shell reads), is a module apart from the lib's screens: importing it statically does not
      // pull the lazy chunk into the first load, which is what Nx's lazy-lib check guards against.
      checkDynamicDependenciesExceptions: [SHELL_API_ENTRY],
      depConstraints: boundaryConstraints(options),
    },
  ];
}

const TESTING =
  'type:testing libs (the fake API client, render helpers) answer no real call: production code that ' +
  'imported one would ship fakes. Only specs, stories and src/testing/ helpers may use them.';
const SHELL =
  "the shell composes domains through their public screens (type:feature) and parts (type:ui) only; " +
  "reaching into a domain's data-access or util ties the header and home to that domain's internals. " +
  'Export what the shell needs from the domain\'s feature lib.';
const SCOPE =
  'a domain uses only itself and scope:shared, so each one can change without breaking another; ' +
  'only apps and the shell compose domains.';
const LAYER =
  'layers point one way (feature -> data-access -> util, ui -> util) so presentational and util code ' +
  'stays free of fetching and screens, and a util lib runs anywhere, the gateway included.';
const GATEWAY = 'the gateway shares only scope:shared libs (the contract, validation) with the browser; it bundles no UI.';
const BACKOFFICE = 'the operator back office shares no code with the player domains, only scope:shared libs.';

/** The reason appended to an @nx/enforce-module-boundaries error (see tools/eslint/explained-rule.mjs). */
export function boundaryReason({ messageId, data = {}, node }) {
  const sourceTag = String(data.sourceTag ?? '');
  const imported = node?.source?.value ?? node?.arguments?.[0]?.value;
  switch (messageId) {
    case 'onlyTagsConstraintViolation':
    case 'notTagsConstraintViolation':
      if (TESTING_IMPORTS.has(imported)) return TESTING;
      if (sourceTag === 'scope:shell') return SHELL;
      if (sourceTag === 'scope:gateway') return GATEWAY;
      if (sourceTag === 'scope:backoffice') return BACKOFFICE;
      if (sourceTag.startsWith('scope:')) return SCOPE;
      return LAYER;
    case 'noRelativeOrAbsoluteImportsAcrossLibraries':
    case 'noSelfCircularDependencies':
      return "each lib has one public door, src/index.ts, named by its @platform/ path (a lazily loaded feature lib has a second, src/shell-api.ts, for the shell); a deep or relative import past them depends on the lib's internals.";
    case 'noCircularDependencies':
      return 'libs that depend on each other have no build or test order and cannot be understood one at a time.';
    case 'noImportsOfApps':
    case 'noImportsOfE2e':
      return 'apps and e2e suites sit at the top: nothing may depend on them.';
    case 'noImportsOfLazyLoadedLibraries':
      return 'a static import of a lib that is loaded lazily elsewhere pulls its whole chunk into the first load.';
    case 'noTransitiveDependencies':
      return 'a package not in package.json may vanish with the next install of whatever brought it in.';
    default:
      return 'see ARCHITECTURE.md "Module boundaries".';
  }
}
