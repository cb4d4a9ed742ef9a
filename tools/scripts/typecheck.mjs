#!/usr/bin/env node
// Type-checks one Nx project, like `tsc -p <tsconfig> --noEmit`, but reports
// (and therefore fully checks) only the files that project owns.
//
// Why: the libs import each other through tsconfig `paths` that point at
// source, so `tsc -p` on a feature lib re-checks the whole of ui-kit,
// api-contract and brand each time (about 45 s of its 75 s on a 2-core
// machine), and `nx run-many -t typecheck` paid for that once per dependent
// project. Here the checker still reads every imported file and resolves the
// types this project uses from them, but the bodies of files another Nx
// project owns are checked once, by that project's own typecheck. `nx affected`
// keeps this sound: a dependent project is affected by its dependencies, so a
// change that breaks a caller re-runs the caller's check.
//
// Owned files: the tsconfig's own file list, anything under the tsconfig's
// folder, and any imported file that no Nx project (a folder with a
// project.json) claims, so nothing falls between two projects.
//
// Usage: node tools/scripts/typecheck.mjs <path/to/tsconfig.json>
import { existsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import ts from 'typescript';

const configArg = process.argv[2];
if (!configArg) {
  console.error('usage: node tools/scripts/typecheck.mjs <tsconfig.json>');
  process.exit(2);
}
const workspaceRoot = process.cwd();
const configPath = resolve(configArg);
const configDir = dirname(configPath) + sep;

let ownedFiles = [];
const configDiagnostics = [];
const parsed = ts.getParsedCommandLineOfConfigFile(
  configPath,
  { noEmit: true },
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => configDiagnostics.push(d) },
);
if (!parsed) report(configDiagnostics);

const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
  configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
});

const rootNames = new Set(parsed.fileNames.map((f) => resolve(f)));
const claimedByProject = new Map();
/** True when a folder between `dir` and the workspace root holds a project.json. */
function hasOwningProject(dir) {
  if (!dir.startsWith(workspaceRoot + sep)) return false;
  if (claimedByProject.has(dir)) return claimedByProject.get(dir);
  const claimed = existsSync(resolve(dir, 'project.json')) || hasOwningProject(dirname(dir));
  claimedByProject.set(dir, claimed);
  return claimed;
}
function owned(sourceFile) {
  const file = resolve(sourceFile.fileName);
  if (file.includes(`${sep}node_modules${sep}`)) return false;
  if (rootNames.has(file) || file.startsWith(configDir)) return true;
  return !hasOwningProject(dirname(file));
}

ownedFiles = program.getSourceFiles().filter(owned);
const diagnostics = [
  ...program.getConfigFileParsingDiagnostics(),
  ...program.getOptionsDiagnostics(),
  ...ownedFiles.flatMap((sf) => program.getSyntacticDiagnostics(sf)),
];
if (diagnostics.length === 0) {
  for (const sf of ownedFiles) diagnostics.push(...program.getSemanticDiagnostics(sf));
  diagnostics.push(...program.getGlobalDiagnostics());
}
report(diagnostics);

function report(list) {
  const errors = list.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (list.length > 0) {
    const host = {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => workspaceRoot,
      getNewLine: () => ts.sys.newLine,
    };
    process.stdout.write(ts.formatDiagnosticsWithColorAndContext(list, host));
  }
  if (errors.length > 0) {
    console.error(`${errors.length} type error(s) in ${configArg}`);
    process.exit(1);
  }
  console.log(`${configArg}: ${ownedFiles.length} owned files type-check`);
  process.exit(0);
}
