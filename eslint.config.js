// Lint: typescript-eslint's recommended rules, React hooks' rules of thumb left to review, and
// the import boundaries of docs/architecture.md (eslint-plugin-boundaries):
//   schemas <- runtime/lib <- runtime/data <- runtime/ui, runtime/forms <- blocks <- runtime/app <- server
// A block never imports another block's folder or runtime/app; nothing under runtime/ imports
// server/ or tests/; builder-cli never imports React code (runtime/app, runtime/ui, runtime/forms UI).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

const layers = ['schemas', 'styles', 'lib', 'data', 'ui', 'forms', 'blocks-core', 'block', 'app', 'server', 'cli', 'editor', 'tests', 'scripts'];
const below = {
  schemas: [],
  styles: [],
  lib: ['schemas'],
  data: ['schemas', 'lib'],
  ui: ['schemas', 'lib', 'data', 'styles'],
  forms: ['schemas', 'lib', 'data', 'ui', 'styles'],
  'blocks-core': ['schemas', 'lib', 'data'],
  block: ['schemas', 'lib', 'data', 'ui', 'forms', 'blocks-core', 'styles'],
  app: ['schemas', 'lib', 'data', 'ui', 'forms', 'blocks-core', 'block', 'styles'],
  server: ['schemas', 'lib', 'data', 'ui', 'forms', 'blocks-core', 'block', 'app'],
  // The CLI reads React-free modules only (block contracts, field schemas, the server's loader).
  cli: ['schemas', 'lib', 'data', 'forms', 'blocks-core', 'block', 'server'],
  // The onboarding editor's browser app (editor/src) talks to builder-cli edit over HTTP only.
  editor: ['schemas', 'lib'],
  tests: layers,
  scripts: [],
};

const elements = [
  { type: 'schemas', pattern: 'schemas' },
  { type: 'lib', pattern: 'runtime/lib' },
  { type: 'data', pattern: 'runtime/data' },
  { type: 'ui', pattern: 'runtime/ui' },
  { type: 'forms', pattern: 'runtime/forms' },
  { type: 'styles', pattern: 'runtime/styles' },
  { type: 'app', pattern: 'runtime/app' },
  { type: 'block', pattern: 'blocks/*', capture: ['name'] },
  // Files directly under blocks/ (contract, registry): the first matching element wins.
  { type: 'blocks-core', pattern: 'blocks' },
  // The entries and styles directly under runtime/ belong to the app.
  { type: 'app', pattern: 'runtime' },
  { type: 'server', pattern: 'server' },
  { type: 'cli', pattern: 'builder-cli' },
  { type: 'editor', pattern: 'editor' },
  { type: 'tests', pattern: 'tests' },
  { type: 'scripts', pattern: 'scripts' },
];

/**
 * A built-in route's folder (runtime/app/routes/<kind>/) spans the layers: its table entries
 * (route.ts) are pure data like runtime/lib, its loader (loader.ts) runs on the server, its screen
 * is the app's. Element patterns match folders, so those two files are classified by their own
 * settings: the route folders count as that layer for them.
 */
const routeFolderFile = (file, type) => ({
  files: [`runtime/app/routes/*/${file}`],
  settings: { 'boundaries/elements': [{ type, pattern: 'runtime/app/routes/*' }, ...elements] },
});

/** A field type's own rule (runtime/forms/fields/<type>/rule.ts) is read by runtime/lib's generated registry: held to runtime/lib's imports. */
const fieldRuleFile = {
  files: ['runtime/forms/fields/*/rule.ts'],
  settings: { 'boundaries/elements': [{ type: 'lib', pattern: 'runtime/forms/fields/*' }, ...elements] },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '**/*.gen.ts', 'schemas/types/**', 'blocks/*/props.ts', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // Typed errors are thrown as objects on purpose in a few places (HttpError); empty catch blocks carry a comment.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Plain-JS launchers run in node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Test files beside the code they test (runtime/forms/fields/*/widget.test.tsx) may import test helpers.
      'boundaries/ignore': ['**/*.test.ts', '**/*.test.tsx'],
      'boundaries/include': ['schemas/**', 'runtime/**', 'blocks/**', 'server/**', 'builder-cli/**', 'editor/**', 'tests/**', 'scripts/**'],
      'boundaries/elements': elements,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(below).map(([from, allow]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: from === 'block' ? allow : [...allow, from] } } } },
            })),
            // A block imports its own folder only, never another block's.
            { from: { element: { type: 'block' } }, allow: { to: { element: { type: 'block', captured: { name: '{{ from.element.captured.name }}' } } } } },
          ],
        },
      ],
    },
  },
  routeFolderFile('route.ts', 'lib'),
  routeFolderFile('loader.ts', 'server'),
  fieldRuleFile,
);
