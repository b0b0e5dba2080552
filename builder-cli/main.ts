// builder-cli: validate, preview and inspect dealer tenants. Exit codes: 0 ok, 1 invalid, 2 usage.
import { Command, CommanderError } from 'commander';
import { validateCommand } from './validate-command';
import { routesCommand } from './routes-command';
import { previewCommand } from './preview-command';
import { EXIT, UsageError } from './usage-error';
import { registerStockCommands } from './stock/commands';
import { registerLeadsCommand } from './leads/leads-command';
import { registerMailCommand } from './mail/mail-command';


const program = new Command()
  .name('builder-cli')
  .description('Create, check and preview dealer sites written as JSON.')
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

program
  .command('validate')
  .description('Check tenants: JSON syntax, schemas, blocks, references. Default: every tenant under TENANTS_DIR.')
  .argument('[tenantDirs...]', 'tenant folders, e.g. tenants/acme')
  .option('--format <format>', 'text or json', 'text')
  .action(async (dirs: string[], opts: { format: string }) => {
    process.exitCode = await validateCommand(dirs, opts);
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
    process.exitCode = await previewCommand(slug, opts);
  });

registerStockCommands(program);
registerLeadsCommand(program);
registerMailCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version are successes; anything else commander rejects is a usage error.
    process.exitCode = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? EXIT.ok : EXIT.usage;
  } else if (error instanceof UsageError) {
    console.error(`builder-cli: ${error.message}`);
    process.exitCode = EXIT.usage;
  } else {
    throw error;
  }
}
