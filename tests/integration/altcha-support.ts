// The ALTCHA widget's work in tests: fetch a challenge from a server, solve it, and encode the
// payload the way the widget posts it (base64 of `{challenge, solution}`).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { send } from './leads-support';

export async function solvedAltcha(port: number, host: string): Promise<string> {
  const res = await send(port, host, '/api/altcha/challenge');
  if (res.status !== 200) throw new Error(`GET /api/altcha/challenge answered ${res.status}: ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
