// SIGHUP on a real server process reads the tenant folders again: a changed site serves its new
// version (its cached pages dropped), a removed folder stops serving, the process keeps running.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHost } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, send, waitFor, type Sandbox } from './leads-support';

const sandbox: Sandbox = await makeSandbox('reload-');
const [changed, removed] = await loadTenants(sandbox.tenantsDir);
if (!changed || !removed) throw new Error('the reload suite needs two tenants');

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  sandbox.remove();
});

describe('SIGHUP', () => {
  it('reloads changed tenants, drops removed ones and keeps serving', async () => {
    const home = () => send(server.port, tenantHost(changed.slug, server.port), '/');
    const before = await home();
    expect(before.status).toBe(200);
    expect((await home()).headers['x-render-cache']).toBe('hit');
    const newName = `${changed.site.name} Reloaded`;
    sandbox.editSite(changed.slug, (site) => (site.name = newName));
    rmSync(path.join(sandbox.tenantsDir, removed.slug), { recursive: true });

    server.child.kill('SIGHUP');
    await waitFor('the reload', () => server.logs.find((l) => l.msg === 'tenants reloaded'));
    expect(server.logs.find((l) => l.msg === 'tenants reloaded')).toMatchObject({ removed: [removed.slug] });

    const after = await home();
    expect(after.status).toBe(200);
    expect(after.headers['x-render-cache']).not.toBe('hit');
    expect(after.body).toContain(newName);
    const gone = await send(server.port, tenantHost(removed.slug, server.port), '/api/route-data?path=/');
    expect(gone.status).toBe(404);
    expect(gone.json()).toEqual({ error: 'Unknown site' });
    expect(server.child.exitCode).toBeNull();
  });
});
