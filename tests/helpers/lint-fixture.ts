// Lints a copy of tests/fixtures/checks (a valid tenant `acme` on template `base`) after applying
// the test's own edits, and returns what one check reported, formatted like the CLI prints it.
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { lintTenants } from '../../builder-cli/checks/run-checks';
import { formatProblem } from '../../server/tenants/problem';
import type { LintProblem } from '../../builder-cli/checks/check';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/checks');
const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

/** file (relative to the copied tenants folder) -> new JSON value from the old one, or a whole text. */
export type Edits = Record<string, ((data: any) => unknown) | string>; // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON of any shape

export interface Linted {
  root: string;
  problems: LintProblem[];
  /** Problems of one code, formatted with paths relative to the copied tenants folder. */
  lines(code: string): string[];
}

export async function lint(edits: Edits = {}, tenants: string[] = ['acme']): Promise<Linted> {
  const root = await mkdtemp(path.join(tmpdir(), 'checks-'));
  temps.push(root);
  await cp(fixture, root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const absolute = path.join(root, file);
    await mkdir(path.dirname(absolute), { recursive: true });
    if (typeof edit === 'string') await writeFile(absolute, edit);
    else await writeFile(absolute, JSON.stringify(edit(JSON.parse(await readFile(absolute, 'utf8'))), null, 2) + '\n');
  }
  const results = await lintTenants(tenants.map((t) => path.join(root, t)));
  const problems = results.flatMap((r) => r.problems);
  return {
    root,
    problems,
    lines: (code) => problems.filter((p) => p.code === code).map((p) => formatProblem({ ...p, file: path.relative(root, p.file) })),
  };
}

/** A new dealer `newbie` on the fixture's template, with only its site.json: no models, offers or locations yet. */
export const newDealer: Edits = {
  'newbie/site.json': JSON.stringify({
    schemaVersion: 2,
    extends: ['base'],
    slug: 'newbie',
    name: 'Newbie Motors',
    phone: '07 3333 5555',
    domains: ['newbie.example'],
    leadDelivery: [{ kind: 'webhook', url: 'https://crm.example/leads' }],
  }),
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a formatted offense in `file` (any line and column: edited fixtures are re-printed) with this text after the position. */
export function offense(file: string, text: string): RegExp {
  return new RegExp(`^${escape(file)}:\\d+:\\d+ ${escape(text)}$`);
}
