// Lints tenant folders: the loader's problems, then every check over the merged documents, with
// tenants/.builder-cli.json applied to the checks' offenses.
import path from 'node:path';
import { loadTenant } from '../../server/tenants/load-tenant';
import type { Problem } from '../../server/tenants/problem';
import type { Site } from '../../schemas/types/site';
import { report, type CheckContext } from './check';
import { applyConfig, readLintConfig, type LintConfig } from './config';
import { readProjectIndex } from './project-index';
import { CHECKS } from './registry';

export interface TenantLint {
  slug: string;
  dir: string;
  problems: Problem[];
}

export async function lintTenants(dirs: readonly string[]): Promise<TenantLint[]> {
  const roots = [...new Set(dirs.map((d) => path.dirname(path.resolve(d))))];
  const configs = new Map<string, LintConfig>(roots.map((r) => [r, readLintConfig(r)]));
  const project = readProjectIndex(roots);
  const results: TenantLint[] = [];
  for (const dir of dirs) {
    const load = await loadTenant(dir);
    const problems = [...load.problems];
    if (load.sources) {
      const config = configs.get(path.dirname(load.dir))!;
      for (const check of CHECKS) {
        if (config.checks[check.meta.code]?.enabled === false) continue;
        const found: Problem[] = [];
        const context: CheckContext = {
          slug: load.slug,
          dir: load.dir,
          dirs: load.sourceDirs,
          sources: load.sources,
          site: load.sources.site.data as Site,
          project,
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
