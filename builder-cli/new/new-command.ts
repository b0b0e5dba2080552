// builder-cli new <slug>: a complete tenant from flags, or from prompts when a terminal is attached.
// Without a terminal, a missing flag is a usage error (exit 2).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../../server/tenants/json-document';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { readProjectIndex } from '../checks/project-index';
import { unknownOption } from '../../runtime/lib/unknown-option';
import { UsageError } from '../usage-error';
import { validators, type Validator } from './answers';
import { LOCALES, placeholdersFor, scaffoldTenant, TEMPLATES, type Locale, type TemplateName } from './scaffold';

export interface NewOptions {
  template?: string;
  name?: string;
  locale?: string;
  state?: string;
  city?: string;
  manufacturer?: string;
  dealerships?: string;
  domain?: string;
  phone?: string;
  email?: string;
}

const NEW_USAGE = `usage: builder-cli new <slug> --template ${TEMPLATES.join('|')} --name <name> --locale ${LOCALES.join('|')} --state <state> --domain <host> [--city <city>] [--manufacturer <make>] [--dealerships <n>] [--phone <number>] [--email <address>]`;

const REQUIRED = ['template', 'name', 'locale', 'state', 'domain'] as const;
/** The answers `new` asks for when a flag is missing. */
type PromptField = 'slug' | (typeof REQUIRED)[number] | 'manufacturer' | 'dealerships';

/** Next free site id: above every sibling's, on a round hundred (dealerships take the ids after it). */
function nextSiteId(root: string): number {
  let max = 1000;
  for (const entry of existsSync(root) ? readdirSync(root, { withFileTypes: true }) : []) {
    const file = path.join(root, entry.name, 'site.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    try {
      const id = Number((JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown }).id);
      if (Number.isFinite(id)) max = Math.max(max, id);
    } catch {
      // a broken sibling is validate's business
    }
  }
  return (Math.floor(max / 100) + 1) * 100;
}

async function ask(field: PromptField, validate: Validator): Promise<string> {
  const { input, select } = await import('@inquirer/prompts');
  const check = (v: string) => validate(v.trim());
  switch (field) {
    case 'slug':
      return input({ message: 'Slug (folder name, e.g. acme-hyundai):', validate: check });
    case 'template':
      return select({ message: 'Template:', choices: TEMPLATES.map((t) => ({ value: t, name: t })) });
    case 'name':
      return input({ message: 'Dealer name:', validate: check });
    case 'locale':
      return select({ message: 'Locale:', choices: LOCALES.map((l) => ({ value: l, name: l })) });
    case 'state':
      return input({ message: 'State or region (e.g. NSW, Canterbury, TX):', validate: check });
    case 'manufacturer':
      return input({ message: 'Manufacturer, lower case (empty for several makes):', validate: (v) => (v.trim() === '' ? true : check(v)) });
    case 'dealerships':
      return input({ message: 'Number of dealerships:', default: '1', validate: check });
    case 'domain':
      return input({ message: 'Primary domain (e.g. www.acme-hyundai.com.au):', validate: check });
    default:
      return unknownOption(field);
  }
}

export async function newCommand(
  slugArg: string | undefined,
  opts: NewOptions,
  interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY),
): Promise<number> {
  const root = tenantsDir();
  const valid = validators(root, readProjectIndex([root]).domainOwners);
  // Host names are case-insensitive: stored and compared in lower case.
  const answers: Record<string, string | undefined> = { slug: slugArg, ...opts, ...(opts.domain ? { domain: opts.domain.trim().toLowerCase() } : {}) };
  const missing = (['slug', ...REQUIRED] as const).filter((f) => answers[f] === undefined);
  if (missing.length && !interactive) {
    throw new UsageError(`missing ${missing.map((f) => (f === 'slug' ? '<slug>' : `--${f}`)).join(', ')} (no terminal to ask)\n${NEW_USAGE}`);
  }
  // Flags given are checked before anything is asked.
  for (const field of Object.keys(valid) as (keyof typeof valid)[]) {
    const value = answers[field];
    if (value === undefined) continue;
    const verdict = valid[field](value);
    if (verdict !== true) throw new UsageError(`${field === 'slug' ? 'slug' : `--${field}`}: ${verdict}`);
  }
  if (interactive) {
    for (const field of ['slug', ...REQUIRED, 'manufacturer', 'dealerships'] as const) {
      if (answers[field] !== undefined) continue;
      const answer = (await ask(field, field === 'domain' ? (v) => valid.domain(v.toLowerCase()) : valid[field])).trim();
      answers[field] = field === 'domain' ? answer.toLowerCase() : answer;
    }
  }

  const slug = answers.slug!;
  const locale = answers.locale as Locale;
  const state = answers.state!.trim();
  const files = scaffoldTenant({
    slug,
    template: answers.template as TemplateName,
    name: answers.name!.trim(),
    locale,
    state,
    ...(answers.city?.trim() ? { city: answers.city.trim() } : {}),
    ...(answers.manufacturer ? { manufacturer: answers.manufacturer } : {}),
    dealerships: Number(answers.dealerships ?? '1'),
    domain: answers.domain!,
    id: nextSiteId(root),
    ...(answers.phone ? { phone: answers.phone } : {}),
    ...(answers.email ? { email: answers.email } : {}),
  });
  const dir = path.join(root, slug);
  await mkdir(dir);
  for (const [file, data] of Object.entries(files)) await writeFile(path.join(dir, file), JSON.stringify(data, null, 2) + '\n');

  const stand = placeholdersFor(locale, state);
  const placeholders = [
    ...(answers.phone ? [] : [`phone ${stand.phone}`]),
    ...(answers.email ? [] : ['email']),
    `address ${stand.street}, ${answers.city?.trim() || stand.city} ${stand.postcode}`,
    'tagline',
  ];
  process.stdout.write(
    [
      `created ${displayPath(dir)}/: ${Object.keys(files).join(', ')} (template ${answers.template})`,
      `replace the stand-ins in site.json and locations.json: ${placeholders.join('; ')}`,
      'next:',
      `  builder-cli validate ${displayPath(dir)}`,
      `  builder-cli stock import ${slug} <feed.csv|feed.json>   (or: builder-cli stock generate ${slug})`,
      `  builder-cli preview ${slug}   (serves the site and prints its address; edits show as you save)`,
      '',
    ].join('\n'),
  );
  return 0;
}
