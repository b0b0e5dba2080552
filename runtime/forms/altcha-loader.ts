// The ALTCHA widget (a web component), loaded only when a form that needs a captcha renders.
// The `external` build keeps its proof-of-work worker and styles out of inline blobs, so the
// site's Content-Security-Policy (scripts and workers from 'self' only) holds.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges are PBKDF2/SHA-256 (server/leads/captcha.ts).
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());

export default customElements.whenDefined('altcha-widget');
