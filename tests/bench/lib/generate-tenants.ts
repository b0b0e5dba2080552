// Generates N dealers for the density bench: copies of a sample tenant (its ~150 cars, pages,
// forms and template) under new slugs and domains, in a folder beside the repo's _templates.
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';

export const DENSITY_SOURCE = 'riverbend-mazda';

export function densitySlug(i: number): string {
  return `dealer-${String(i).padStart(4, '0')}`;
}

/** The folder with `count` generated tenants (made once; reused while complete). */
export async function generateTenants(count: number, repoTenants = path.resolve('tenants')): Promise<string> {
  const dir = path.join(tmpdir(), `dealer-density-${count}`);
  const marker = path.join(dir, '.complete');
  if (existsSync(marker)) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await symlink(path.join(repoTenants, '_templates'), path.join(dir, '_templates'));
  const source = path.join(repoTenants, DENSITY_SOURCE);
  const site = JSON.parse(await readFile(path.join(source, 'site.json'), 'utf8')) as Record<string, unknown>;
  const files = (await readdir(source)).filter((f) => f !== 'site.json');
  for (let i = 0; i < count; i++) {
    const slug = densitySlug(i);
    const target = path.join(dir, slug);
    await mkdir(target);
    for (const f of files) await cp(path.join(source, f), path.join(target, f), { recursive: (await stat(path.join(source, f))).isDirectory() });
    await writeFile(path.join(target, 'site.json'), JSON.stringify({ ...site, slug, name: `Dealer ${i}`, domains: [`${slug}.example`] }, null, 2));
  }
  await writeFile(marker, String(count));
  return dir;
}
