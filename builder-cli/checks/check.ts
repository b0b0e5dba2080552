// The linter's check contract (after Shopify's theme-check): one folder per check, builder-cli/checks/<code>/,
// whose index.ts exports `{ meta, run(context) }`; every problem is built by one `report()` helper.
import type { Site } from '../../schemas/types/site';
import type { Locator } from '../../server/tenants/ajv-problems';
import type { Fix, Problem, RuleCode, Severity, Suggestion } from '../../server/tenants/problem';
import type { TenantSources } from '../../server/tenants/tenant';
import type { RouteEntry } from '../../runtime/lib/route-table';
import type { ParamDomain } from '../../runtime/lib/route-params';
import type { ProjectIndex } from './project-index';
import type { TenantWalk } from './tenant-walk';
import type { CheckCode } from './registry.gen';

export type { CheckCode };

/** What `builder-cli validate` reports: the loader's problems and the checks'. */
export type LintProblem = Problem<RuleCode | CheckCode>;

export interface CheckMeta {
  /** The check's folder name. */
  code: CheckCode;
  /** Default severity; tenants/.builder-cli.json may change it per check. */
  severity: Severity;
  /** One line: what the check finds. */
  description: string;
  /** The check's documentation page, relative to the repository root. */
  docs: string;
}

interface Offense {
  /** Where the offending value is: a merged document's locator, or a plain file's. */
  locate: Locator;
  pointer: string;
  message: string;
  /** Corrections a person chooses between (printed, never applied by --fix). */
  suggestions?: Suggestion[];
  /** A safe edit --fix applies: ranges of the file and their replacement text. */
  fix?: Fix;
}

export interface CheckContext {
  slug: string;
  /** Absolute path of the tenant folder. */
  dir: string;
  /** The tenant folder and its templates, deepest template first. */
  dirs: readonly string[];
  sources: TenantSources;
  /** The merged site.json. */
  site: Site;
  /** Every tenant next to this one (domains ...), read once per run. */
  project: ProjectIndex;
  /** The tenant's route table (built once per tenant, on first use), or null when the site is too broken for one. */
  routes(): RouteEntry[] | null;
  /**
   * The values a route parameter's data has (runtime/lib/route-params.ts: model slugs, offer ids,
   * ...), or null when they cannot be read (the tenant has errors, or no stock.json for cars).
   */
  paramValues(domain: ParamDomain): readonly string[] | null;
  /** existsSync, remembered for the run: many tenants share their templates' media files. */
  fileExists(file: string): boolean;
  /** Links, images and texts of the merged documents: one walk per tenant, shared by the checks. */
  walk: TenantWalk;
  report(offense: Offense): void;
}

export interface Check {
  meta: CheckMeta;
  run(context: CheckContext): void | Promise<void>;
}

export function docsOf(code: CheckCode): string {
  return `docs/checks/${code}.md`;
}

/** Builds the problem a check reports: its code and default severity, the offense's position. */
export function report(meta: CheckMeta, offense: Offense): LintProblem {
  const { file, line, col, endLine, endCol } = offense.locate(offense.pointer);
  return {
    file,
    line,
    col,
    endLine: endLine ?? line,
    endCol: endCol ?? col,
    severity: meta.severity,
    code: meta.code,
    pointer: offense.pointer,
    message: offense.message,
    ...(offense.suggestions?.length ? { suggestions: offense.suggestions } : {}),
    ...(offense.fix ? { fix: offense.fix } : {}),
  };
}
