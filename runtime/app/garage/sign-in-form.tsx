// Passwordless sign-in: an email address, then the 6-digit code from the email. Records the
// authentication events of spec section 9: 35 shown, 36 code requested, 37 code submitted, 38
// first sign-in (registration). The local favourites go with the code and join the watchlist.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../../data/site-context';
import { trackEvent } from '../../data/events';
import { parseFavourites, favouritesKey } from '../../data/favourites';
import { ApiError } from '../../data/fetch-json';
import { requestCode, verifyCode, type GarageSession } from './garage-api';

const AUTH_EVENT = { loginPopup: 35, requestCode: 36, submitCode: 37, registration: 38 } as const;

function localFavourites(siteSlug: string) {
  try {
    return parseFavourites(window.localStorage.getItem(favouritesKey(siteSlug)));
  } catch {
    return [];
  }
}

export function SignInForm({ onSignedIn, intro }: { onSignedIn: (session: GarageSession) => void; intro?: string }) {
  const site = useSite();
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => trackEvent(AUTH_EVENT.loginPopup), []);
  useEffect(() => {
    if (stage === 'code') codeInput.current?.focus();
  }, [stage]);

  const failWith = (e: unknown) => setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await requestCode(email);
      trackEvent(AUTH_EVENT.requestCode);
      setNotice(`We emailed a 6-digit code to ${answer.email}. It works for ${Math.round(answer.expires_in / 60)} minutes.`);
      setStage('code');
    } catch (e) {
      failWith(e);
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      trackEvent(AUTH_EVENT.submitCode);
      const session = await verifyCode(site.slug, email, code, localFavourites(site.slug));
      if (session.first_sign_in) trackEvent(AUTH_EVENT.registration);
      onSignedIn(session);
    } catch (e) {
      failWith(e);
      if (e instanceof ApiError && e.status === 410) {
        setStage('email');
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="garage-sign-in">
      {intro && <p>{intro}</p>}
      {notice && stage === 'code' && <p role="status">{notice}</p>}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {stage === 'email' ? (
        <form onSubmit={sendCode} noValidate={false}>
          <label htmlFor={`${id}-email`}>Email address</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a code'}
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode}>
          <label htmlFor={`${id}-code`}>6-digit code</label>
          <input
            ref={codeInput}
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <button type="button" className="btn btn-outline btn-small" onClick={() => (setStage('email'), setError(null))}>
            Use another email or get a new code
          </button>
        </form>
      )}
    </div>
  );
}
