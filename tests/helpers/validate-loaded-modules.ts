// Run with tsx: validates the tenant folders given as arguments the way `builder-cli validate`
// does, then prints (as JSON) every CommonJS package module the process loaded, so a test can
// check that validating a tenant never loads React or rjsf.
import { createRequire } from 'node:module';
import { validateCommand } from '../../builder-cli/validate-command';

const code = await validateCommand(process.argv.slice(2), { format: 'json', failLevel: 'error' } as Parameters<typeof validateCommand>[1]);
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/node_modules/'));
process.stderr.write(JSON.stringify({ code, loaded }) + '\n');
