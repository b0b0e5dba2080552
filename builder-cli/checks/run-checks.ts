// Lints tenant folders: the loader's problems, then every check over the merged documents, with
// tenants/.builder-cli.json applied to the checks' offenses.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadTenant } from '../../server/tenants/load-tenant';
import type { TenantLoad } from '../../server/tenants/tenant';
import type { Site } from '../../schemas/types/site';
import { report, type CheckContext, type LintProblem } from './check';
import { applyConfig, readLintConfig, type LintConfig } from './config';
import { readProjectIndex, type ProjectIndex } from './project-index';
import { CHECKS } from './registry';
import { lazyTenantWalk } from './tenant-walk';
import { lintParamValues, routeTableOf } from './tenant-routes';
import type { RouteEntry } from '../../runtime/lib/route-table';

export interface TenantLint {
  slug: string;
  dir: string;
  problems: LintProblem[];
}

/** What every tenant's checks share, read once per run: the configs and the other tenants' domains. */
export interface LintShared {
  /** Tenants folder -> its tenants/.builder-cli.json. */
  configs: Map<string, LintConfig>;
  project: ProjectIndex;
  /** existsSync answers for the run, in this thread (made on first use: each worker thread has its own). */
  existing?: Map<string, boolean>;
  /** The run's clock in seconds (which sold cars still have a page); the time of the run unless given. */
  nowSeconds?: number;
}

/** Reads what the tenants' checks share (plain data, so a worker thread can be handed it). */
export function readLintShared(dirs: readonly string[]): LintShared {
  const roots = [...new Set(dirs.map((d) => path.dirname(path.resolve(d))))];
  return { configs: new Map<string, LintConfig>(roots.map((r) => [r, readLintConfig(r)])), project: readProjectIndex(roots) };
}

/** Tenants loading at once while checks run. */
const LOAD_AHEAD = 2;

export async function lintTenants(dirs: readonly string[], shared: LintShared = readLintShared(dirs)): Promise<TenantLint[]> {
  const { configs, project } = shared;
  const existing = (shared.existing ??= new Map<string, boolean>());
  const fileExists = (file: string) => {
    let found = existing.get(file);
    if (found === undefined) existing.set(file, (found = existsSync(file)));
    return found;
  };
  const results: TenantLint[] = [];
  // Loading still waits on a folder listing or two (blog posts): the next tenants load while one is
  // checked. Checks still run one tenant at a time, in order, so the output is the same as loading
  // one by one.
  const loads = new Map<number, Promise<TenantLoad>>();
  const loadAt = (i: number) => {
    if (i >= dirs.length || loads.has(i)) return;
    const load = loadTenant(dirs[i]!, { freeze: false, cars: false });
    load.catch(() => {}); // rethrown where it is awaited; a failure ahead must not go unhandled
    loads.set(i, load);
  };
  for (let i = 0; i < dirs.length; i++) {
    for (let ahead = i; ahead < i + LOAD_AHEAD; ahead++) loadAt(ahead);
    const load = await loads.get(i)!;
    loads.delete(i);
    const problems: LintProblem[] = [...load.problems];
    if (load.sources) {
      const config = configs.get(path.dirname(load.dir))!;
      const walk = lazyTenantWalk(load.sources);
      const site = load.sources.site.data as Site;
      let table: RouteEntry[] | null | undefined;
      const routes = () => (table === undefined ? (table = routeTableOf(load.sources!, site)) : table);
      const paramValues = lintParamValues(load, shared.nowSeconds ?? Math.floor(Date.now() / 1000));
      for (const check of CHECKS) {
        if (config.checks[check.meta.code]?.enabled === false) continue;
        const found: LintProblem[] = [];
        const context: CheckContext = {
          slug: load.slug,
          dir: load.dir,
          dirs: load.sourceDirs,
          sources: load.sources,
          site,
          routes,
          paramValues,
          project,
          walk,
          fileExists,
          report: (offense) => found.push(report(check.meta, offense)),
        };
        await check.run(context);
        for (const p of found) {
          const kept = applyConfig(p, config);
          if (kept) problems.push(kept);
        }
      }
    }
    results.push({ slug: load.slug, dir: load.dir, problems });
  }
  return results;
}
