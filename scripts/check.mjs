// `npm run check:server` / `npm run check:client`: the type check and the lint of one half of the workspace in one
// process, on one TypeScript program per tsconfig. `tsc -p` and type-aware ESLint each built and type-checked
// the same programs, and most of the lint's time was the checker's work (TIMING=1 puts 90% of it in the typed
// rules); handing ESLint the programs tsc has just checked lets it reuse every type already computed
// (parserOptions.programs, typescript-eslint's documented way). CI runs the two halves side by side.
// The output and exit code are those of `tsc -p` and `eslint --max-warnings 0`. ADR 38 (CI time).
import { ESLint } from 'eslint';
import path from 'node:path';
import ts from 'typescript';

// Two halves of about the same weight (CI runs them side by side on its two cores); together they read every
// file `npm run typecheck` and `npm run lint` read.
const GROUPS = {
  server: {
    tsconfigs: ['packages/contract/tsconfig.json', 'apps/server/tsconfig.json', 'bench/tsconfig.json'],
    // Files of no tsconfig that the lint still reads with types (eslint.config.js's allowDefaultProject).
    looseFiles: ['vitest.config.ts'],
    lint: ['.'],
    ignore: ['apps/web/**', 'e2e/**'],
  },
  client: {
    tsconfigs: ['apps/web/tsconfig.json', 'e2e/tsconfig.json'],
    lint: ['apps/web', 'e2e'],
    ignore: [],
  },
};

const group = GROUPS[process.argv[2]];
if (!group) {
  console.error(`usage: node scripts/check.mjs ${Object.keys(GROUPS).join('|')}`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** A program as `tsc -p <tsconfig>` builds it, with parent pointers (which ESLint's parser needs). */
function programOf(tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (parsed.errors.length) return { program: undefined, diagnostics: parsed.errors };
  const host = ts.createCompilerHost(parsed.options, true);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    host,
    projectReferences: parsed.projectReferences,
  });
  return { program, diagnostics: ts.getPreEmitDiagnostics(program) };
}

let failed = false;
const programs = [];
for (const tsconfig of group.tsconfigs) {
  const started = Date.now();
  const { program, diagnostics } = programOf(tsconfig);
  if (program) programs.push(program);
  if (diagnostics.length) {
    failed = true;
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  console.log(
    `tsc -p ${tsconfig}: ${diagnostics.length} error(s), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (group.looseFiles?.length) {
  const base = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.base.json',
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const options = { ...base.options, types: ['node'] };
  programs.push(
    ts.createProgram({ rootNames: group.looseFiles, options, host: ts.createCompilerHost(options, true) }),
  );
}

const started = Date.now();
const eslint = new ESLint({
  ignorePatterns: group.ignore,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      languageOptions: { parserOptions: { projectService: false, programs } },
    },
  ],
});
const results = await eslint.lintFiles(group.lint);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
if (problems > 0) failed = true;
console.log(
  `eslint ${group.lint.join(' ')}: ${problems} problem(s) in ${results.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);
