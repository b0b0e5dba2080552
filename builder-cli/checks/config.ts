// tenants/.builder-cli.json: per-check severity, on/off and ignore globs, applied to check offenses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { problemsFromAjv } from '../../server/tenants/ajv-problems';
import { displayPath, parseJsonDocument } from '../../server/tenants/json-document';
import { formatProblem, type Problem, type Severity } from '../../server/tenants/problem';
import { validateAgainst } from '../../server/tenants/schema-validator';
import { UsageError } from '../usage-error';
import schema from './config.schema.json';
import { checkOf, LOADER_CODES } from './registry';

const CONFIG_FILE = '.builder-cli.json';

interface CheckSettings {
  severity?: Severity;
  enabled?: boolean;
  ignore?: string[];
}

export interface LintConfig {
  /** Folder the globs are relative to (the tenants folder holding the file). */
  root: string;
  checks: Record<string, CheckSettings>;
  ignore: string[];
}

/** A glob as a RegExp: `**` any folders, `*` any characters but `/`, `?` one character. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      out += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export function readLintConfig(root: string): LintConfig {
  const file = path.join(root, CONFIG_FILE);
  const empty: LintConfig = { root, checks: {}, ignore: [] };
  if (!existsSync(file)) return empty;
  const read = parseJsonDocument(displayPath(file), readFileSync(file, 'utf8'));
  if (!read.ok) throw new UsageError(formatProblem(read.problem));
  const locate = (pointer: string) => ({ file: read.doc.file, ...read.doc.locate(pointer) });
  const problems: Problem[] = problemsFromAjv(validateAgainst(schema, read.doc.data).errors, {
    locate,
    code: 'schema',
    unknownPropertyCode: 'unknown-property',
  });
  const data = read.doc.data as { checks?: Record<string, CheckSettings>; ignore?: string[] };
  for (const code of Object.keys(data.checks ?? {})) {
    if (checkOf(code)) continue;
    const pointer = `/checks/${code}`;
    const message = (LOADER_CODES as readonly string[]).includes(code)
      ? `"${code}" is a loader rule: the server refuses those problems, so it cannot be changed or ignored`
      : `no check "${code}" (see docs/checks/)`;
    problems.push({ ...locate(pointer), severity: 'error', code: 'schema', pointer, message });
  }
  if (problems.length) throw new UsageError(`invalid ${CONFIG_FILE}:\n${problems.map(formatProblem).join('\n')}`);
  return { root, checks: data.checks ?? {}, ignore: data.ignore ?? [] };
}

/** The offense as the config wants it: its severity replaced, or null when turned off or ignored. */
export function applyConfig<P extends Problem<string>>(problem: P, config: LintConfig): P | null {
  const settings = config.checks[problem.code] ?? {};
  if (settings.enabled === false) return null;
  const relative = path.relative(config.root, path.resolve(problem.file)).split(path.sep).join('/');
  const ignored = [...config.ignore, ...(settings.ignore ?? [])].some((glob) => globToRegExp(glob).test(relative));
  if (ignored) return null;
  return settings.severity ? { ...problem, severity: settings.severity } : problem;
}
