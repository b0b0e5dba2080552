// Scripts added after the page loaded (third-party widgets, the maps script) carry the page's CSP
// nonce: the policy is never loosened for them (server/http/csp.ts).

/** The nonce of the page's own scripts (the browser hides the attribute, not the property). */
export function pageNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}

/** Adds `<script src async nonce>`; resolves when it has loaded, rejects when it failed. */
export function loadPageScript(src: string, id?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.nonce = pageNonce();
    el.async = true;
    if (id) el.id = id;
    el.src = src;
    el.onload = () => resolve();
    el.onerror = () => reject(new Error(`script not loaded: ${src}`));
    document.head.appendChild(el);
  });
}
