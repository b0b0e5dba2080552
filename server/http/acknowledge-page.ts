// The pages of the "I've got this" link, rendered on the server with no script: the GET of the link
// only shows a confirm page whose one button POSTs the same signed address back (a mail scanner that
// prefetches links acknowledges nothing), and every outcome is a short page of its own.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Readable without the site's stylesheet; the <style> carries the response's CSP nonce. */
const STYLE =
  'body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}' +
  'main{max-width:36rem;margin:0 auto;padding:2rem 1rem}' +
  'button{font:inherit;font-weight:600;padding:.75rem 1.5rem;min-height:44px;border:2px solid #0b3d91;border-radius:.375rem;background:#0b3d91;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}';

interface PageInput {
  title: string;
  /** Already-escaped HTML of the page's body below its heading. */
  body: string;
  nonce: string | undefined;
}

function page({ title, body, nonce }: PageInput): string {
  const style = `<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${STYLE}</style>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(title)}</title>${style}</head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

export interface ConfirmPageInput {
  siteName: string;
  leadId: string;
  /** The signed path and query the button posts to (the link itself). */
  action: string;
  nonce: string | undefined;
}

/** The confirm page of a valid link to an unanswered lead: one form, one button. */
export function confirmPage(input: ConfirmPageInput): string {
  return page({
    title: 'Answer this lead?',
    nonce: input.nonce,
    body:
      `<p>Lead <strong>${escapeHtml(input.leadId)}</strong> for ${escapeHtml(input.siteName)} is waiting for an answer.</p>` +
      '<p>Press the button to tell everyone you are taking it: nobody will be chased about it, and the link stops working.</p>' +
      `<form method="post" action="${escapeHtml(input.action)}"><button type="submit">I&#39;ve got this</button></form>`,
  });
}

/** An outcome of the link (acknowledged, already acknowledged, expired, not valid, not found). */
export function messagePage(message: string, nonce: string | undefined): string {
  return page({ title: message, nonce, body: '' });
}
