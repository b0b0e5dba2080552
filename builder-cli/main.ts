// builder-cli: validate, preview and inspect dealer tenants. Exit codes: 0 ok, 1 invalid, 2 usage, 3 failed (a validate worker thread crashed).
import { Command, CommanderError } from 'commander';
import { validateCommand, type ValidateOptions } from './validate-command';
import { routesCommand } from './routes-command';
import { migrateCommand } from './migrate-command';
import { newCommand, type NewOptions } from './new/new-command';
import { LOCALES } from './new/scaffold';
import { newBlockCommand, newFieldCommand } from './scaffold-commands';
import { EXIT, UsageError } from './usage-error';
import { LintWorkerError } from './checks/lint-workers';
import { registerStockCommands } from './stock/commands';
import { registerLeadsCommand } from './leads/leads-command';
import { registerUploadsCommand } from './uploads/uploads-command';
import { registerMailCommand } from './mail/mail-command';
import { registerFeedsCommand } from './feeds/feeds-command';
import { registerCheckoutCommand } from './checkout/checkout-command';

const program = new Command()
  .name('builder-cli')
  .description('Create, check and preview dealer sites written as JSON.')
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

program
  .command('validate')
  .description('Lint tenants: JSON syntax, schemas, blocks, references, then every check in docs/checks/. Default: every tenant under TENANTS_DIR.')
  .argument('[tenantDirs...]', 'tenant folders, e.g. tenants/acme')
  .option('--format <format>', 'text or json ({path, offenses} per file, 1-based lines and columns)', 'text')
  .option('--fail-level <level>', 'exit 1 when an offense is at least this severe: error, warning or info', 'error')
  .option('--fix', 'apply the safe fixes ($schema, schemaVersion migrations, trailing slashes); suggestions are only printed')
  .action(async (dirs: string[], opts: ValidateOptions) => {
    process.exitCode = await validateCommand(dirs, opts);
  });

program
  .command('new')
  .description('Create a dealer: a complete tenant that validates and serves at once. Asks for missing answers when a terminal is attached.')
  .argument('[slug]', 'folder name under TENANTS_DIR, e.g. acme-hyundai')
  .option('--template <template>', 'car, caravan-rv, motorcycle or truck')
  .option('--name <name>', "the dealer's name")
  .option('--locale <locale>', `one of ${LOCALES.join(', ')} (the locale modules)`)
  .option('--state <state>', 'state or region (NSW, VIC, Canterbury, TX ...)')
  .option('--city <city>', "the dealer's town or city (default: a stand-in, the state's capital)")
  .option('--manufacturer <make>', 'lower-case make for a franchise dealer (hyundai, mazda ...)')
  .option('--dealerships <n>', 'number of dealerships (default 1)')
  .option('--domain <host>', 'primary domain, e.g. www.acme-hyundai.com.au')
  .option('--phone <number>', "the dealer's phone (default: a stand-in to replace)")
  .option('--email <address>', "the dealer's email (default: sales@ the domain)")
  .action(async (slug: string | undefined, opts: NewOptions) => {
    process.exitCode = await newCommand(slug, opts);
  });

program
  .command('new-block')
  .description('Scaffold a block: blocks/<name>/ (props schema, generated props.ts, contract, component), its test and its registry entry.')
  .argument('<name>', 'kebab-case block name, e.g. offer-strip')
  .action(async (name: string) => {
    process.exitCode = await newBlockCommand(name);
  });

program
  .command('new-field')
  .description('Scaffold a form field type: runtime/forms/fields/<name>/ (schema fragment, widget, widget test) and its lines in both registries.')
  .argument('<name>', 'kebab-case folder name, e.g. trade-in-km (the type is its camelCase, tradeInKm)')
  .action(async (name: string) => {
    process.exitCode = await newFieldCommand(name);
  });

program
  .command('migrate')
  .description(
    'Upgrade stored documents to the current schemaVersion through the migrations; prints the changes unless --write. Default: every tenant and template under TENANTS_DIR.',
  )
  .argument('[dirs...]', 'tenant or template folders')
  .option('--write', 'rewrite the files (only the migrated values change)')
  .option('--lead-routing', "also write each tenant's lead-routing.json from its site.json leadDelivery (one default rule), where it has none")
  .action(async (dirs: string[], opts: { write?: boolean; leadRouting?: boolean }) => {
    process.exitCode = await migrateCommand(dirs, opts);
  });

program
  .command('routes')
  .description("Print a tenant's route table.")
  .argument('<slug>', 'tenant slug (folder name under TENANTS_DIR)')
  .action(async (slug: string) => {
    process.exitCode = await routesCommand(slug);
  });

program
  .command('preview')
  .description('Serve one tenant with the dev server; reload the browser when its JSON changes.')
  .argument('<slug>', 'tenant slug')
  .option('--port <port>', 'port to listen on (0 picks a free one)', '5173')
  .action(async (slug: string, opts: { port: string }) => {
    const { previewCommand } = await import('./preview-command'); // the server (and React) only for preview
    process.exitCode = await previewCommand(slug, opts);
  });

program
  .command('edit')
  .description('Edit one tenant in the browser: pages, blocks and settings, with a live preview; saves minimal edits to its JSON files.')
  .argument('<slug>', 'tenant slug')
  .option('--port <port>', 'port to listen on, on 127.0.0.1 (0 picks a free one)', '5174')
  .action(async (slug: string, opts: { port: string }) => {
    const { editCommand } = await import('./edit/edit-command'); // the server (and Vite) only for edit
    process.exitCode = await editCommand(slug, opts);
  });

registerStockCommands(program);
registerLeadsCommand(program);
registerUploadsCommand(program);
registerMailCommand(program);
registerFeedsCommand(program);
registerCheckoutCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version are successes; anything else commander rejects is a usage error.
    process.exitCode = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? EXIT.ok : EXIT.usage;
  } else if (error instanceof UsageError) {
    console.error(`builder-cli: ${error.message}`);
    process.exitCode = EXIT.usage;
  } else if (error instanceof LintWorkerError) {
    console.error(`builder-cli: ${error.message}`);
    process.exitCode = EXIT.failed;
  } else {
    throw error;
  }
}
