// The captcha of the request that creates a lead (the server checks it only there): the ALTCHA
// widget pointed at GET /api/altcha/challenge. It starts solving when the visitor first focuses
// the form; a submit waits for the solution.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';

const CHALLENGE_URL = '/api/altcha/challenge';

export interface CaptchaHandle {
  /** The widget's payload, solving the challenge first if needed. */
  solve(): Promise<string>;
  /** Forget a used or refused solution. */
  reset(): void;
}

let loading: Promise<unknown> | undefined;
const loadAltcha = () => (loading ??= import('./altcha-loader').then((m) => m.default));

/** The payload of the run in progress, or null when it ends in anything but verified. */
function whenSettled(el: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ payload?: string; state?: string }>).detail;
      if (detail?.state === 'verifying') return;
      el.removeEventListener('statechange', onState);
      resolve(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
  });
}

/** `lazy`: the widget's script loads when the challenge is first solved, not with the page (a block on a first visit). */
export function Captcha({ handle, lazy = false }: { handle: Ref<CaptchaHandle>; lazy?: boolean }) {
  const widget = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    if (!lazy) loadAltcha().catch((error: unknown) => console.error('The captcha could not load', error));
    const el = widget.current;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ payload?: string; state?: string }>).detail;
      payload.current = detail?.state === 'verified' && detail.payload ? detail.payload : null;
    };
    el?.addEventListener('statechange', onState);
    return () => el?.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(
    handle,
    () => ({
      async solve() {
        await loadAltcha();
        if (payload.current) return payload.current;
        const el = widget.current;
        if (!el) throw new Error('The captcha is not on the page');
        // Already solving (the visitor focused the form): wait for that run instead of restarting it.
        if (el.getState?.() === 'verifying') {
          const solved = await whenSettled(el);
          if (solved) return (payload.current = solved);
        }
        const result = await el.verify();
        if (!result?.payload) throw new Error('The captcha could not be solved');
        payload.current = result.payload;
        return result.payload;
      },
      reset() {
        payload.current = null;
        widget.current?.reset?.();
      },
    }),
    [],
  );

  return (
    <div className="form-captcha">
      <altcha-widget ref={widget} challenge={CHALLENGE_URL} name="altcha" auto="onfocus" />
    </div>
  );
}
