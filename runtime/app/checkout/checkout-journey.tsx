// The checkout journey's steps for a car that can be reserved: contact details, deposit, review,
// confirmation (with 3-D Secure or Stripe's confirmation between review and confirmation). A
// reserved car records event 45 (Reserve Car).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../../data/site-context';
import { trackEvent } from '../../data/events';
import type { CheckoutOffer } from '../../lib/checkout/checkout-offer';
import { depositText } from '../../lib/checkout/checkout-settings';
import { formatPrice } from '../../lib/format';
import { stockPath, vehiclePath } from '../../lib/vehicle-route';
import { SmartLink } from '../../ui/smart-link';
import { authenticate, reserveCar, settledReservation, type CardInput, type ReserveAnswer } from './checkout-api';
import { StripeCardField, type StripeCardHandle } from './stripe-card';
import { TestCardFields } from './test-card-fields';
import { Captcha, type CaptchaHandle } from '../../forms/captcha';

const RESERVE_EVENT = 45;
const STEPS = ['Your details', 'Deposit', 'Review', 'Confirmation'] as const;
const CONTACT_FIELDS = [
  ['first_name', 'First name', 'given-name', 'text'],
  ['last_name', 'Last name', 'family-name', 'text'],
  ['email', 'Email', 'email', 'email'],
  ['phone', 'Phone', 'tel', 'tel'],
] as const;

export function Journey({ offer }: { offer: CheckoutOffer }) {
  const site = useSite();
  const [step, setStep] = useState(0);
  const [contact, setContact] = useState<Record<string, string>>({ first_name: '', last_name: '', email: '', phone: '' });
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ReserveAnswer | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const stripeShown = offer.provider === 'stripe' && step >= 1;
  // A hold needs the same captcha as a lead (issue 25), solved on the review step.
  const captchaOn = (site.captcha?.provider ?? 'altcha') !== 'off';
  const captcha = useRef<CaptchaHandle>(null);

  useEffect(() => {
    if (started.current) heading.current?.focus();
    started.current = true;
  }, [step, answer?.next_action]);

  const deposit = depositText(offer.deposit.amount, offer.deposit.currency, site.locale);
  const cardInput = (): CardInput => {
    const [m, y] = card.expiry.split('/').map((p) => Number(p.trim()));
    return { number: card.number, exp_month: m ?? 0, exp_year: y ?? 0, cvc: card.cvc.trim() };
  };

  function settle(result: ReserveAnswer) {
    setBusy(false);
    if (result.status === 201) {
      trackEvent(RESERVE_EVENT, { car_id: offer.car.id, reservation: result.reservation?.id }, 'reserve-car');
      setAnswer(result);
      setStep(3);
      return;
    }
    if (result.status === 202) {
      setAnswer(result);
      return;
    }
    setAnswer(result.status === 409 ? result : null);
    setError(result.error ?? 'An unexpected error occured');
    if (result.status === 422 && result.fields) {
      setFields(result.fields);
      setStep(0);
    } else if (result.status === 402) setStep(1);
  }

  async function pay() {
    setBusy(true);
    setError(null);
    let altcha: string | undefined;
    try {
      if (captchaOn) altcha = await captcha.current?.solve();
    } catch (failure) {
      console.error('Captcha not solved', failure);
      return settle({ status: 400, error: 'The spam check could not be completed. Please try again.' });
    }
    const result = await reserveCar(offer.car.id, contact, offer.provider === 'test' ? cardInput() : undefined, altcha);
    // A solution is used once, whatever the answer.
    captcha.current?.reset();
    const action = result.status === 202 ? result.next_action : undefined;
    if (action?.type !== 'stripe_confirm' || !result.reservation) return settle(result);
    const name = `${contact.first_name} ${contact.last_name}`.trim();
    const confirmed = await (stripeCard.current?.confirm(action.client_secret, { name, email: contact.email ?? '', phone: contact.phone ?? '' }) ??
      Promise.resolve({ ok: false as const, message: 'The secure card form is not ready. Please try again.' }));
    if (!confirmed.ok) return settle({ status: 402, error: confirmed.message });
    setAnswer(result);
    // Stripe's signed webhook tells the server; the journey waits for its word.
    const reservation = await settledReservation(result.reservation.id);
    if (reservation?.state === 'released') return settle({ status: 402, error: 'Your payment did not go through, so the car was not reserved.' });
    settle(reservation ? { status: 201, reservation } : { status: 202, reservation: result.reservation, next_action: action });
  }

  async function threeDSecure(url: string, result: 'approve' | 'fail') {
    setBusy(true);
    setError(null);
    settle(await authenticate(url, result));
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFields({});
    if (step === 1 && offer.provider === 'stripe' && !stripeCard.current?.complete()) return setError('Enter your card details.');
    setStep((s) => s + 1);
  };
  const progress = step === STEPS.length - 1 ? 100 : Math.round((step / STEPS.length) * 100);
  const action = answer?.status === 202 ? answer.next_action : undefined;

  return (
    <div className="checkout-step">
      <div className="checkout-car">
        {offer.car.primary_image_url && <img src={offer.car.primary_image_url} alt="" width={160} height={120} />}
        <div>
          <SmartLink href={vehiclePath(site.vehicles.basePath, offer.car.slug)}>{offer.car.name}</SmartLink>
          <p>{formatPrice(offer.car.price, site.vehicles.noPriceText, site.locale)}</p>
        </div>
      </div>
      <p>
        Step {step + 1} of {STEPS.length}
      </p>
      <div className="checkout-progress" role="progressbar" aria-label="Checkout progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <span style={{ width: `${progress}%` }} />
      </div>
      <h2 ref={heading} tabIndex={-1}>
        {STEPS[step]}
      </h2>
      {error && (
        <div className="form-alert" role="alert">
          <p>{error}</p>
          {answer?.status === 409 && answer.similar?.length ? (
            <ul>
              {answer.similar.map((car) => (
                <li key={String(car.id)}>
                  <SmartLink href={vehiclePath(site.vehicles.basePath, car.slug)}>{car.name}</SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}

      {step === 0 && (
        <form className="checkout-fields" onSubmit={next}>
          {CONTACT_FIELDS.map(([name, label, autoComplete, type]) => (
            <label key={name}>
              {label}
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                required
                value={contact[name]}
                aria-invalid={fields[name] ? true : undefined}
                aria-describedby={fields[name] ? `checkout-${name}-error` : undefined}
                onChange={(e) => setContact({ ...contact, [name]: e.target.value })}
              />
              {fields[name] && (
                <span className="field-error" id={`checkout-${name}-error`}>
                  {fields[name]}
                </span>
              )}
            </label>
          ))}
          <div className="checkout-actions">
            <button type="submit" className="btn btn-primary">
              Continue
            </button>
          </div>
        </form>
      )}

      {/* Stripe's card form stays mounted (hidden) until the payment is confirmed. */}
      {(step === 1 || (stripeShown && step === 2)) && (
        <form className="checkout-fields" onSubmit={next} hidden={step !== 1}>
          <p>
            A refundable deposit of <strong>{deposit}</strong> ({offer.deposit.currency}) holds this {site.vehicles.singular} for you while the dealer prepares
            it.
          </p>
          {offer.provider === 'test' ? (
            <TestCardFields card={card} onChange={setCard} hint={site.payment_processor.test_card_hint} />
          ) : offer.publishable_key && offer.payments_ready !== false ? (
            <StripeCardField publishableKey={offer.publishable_key} handle={stripeCard} />
          ) : (
            <p role="status">Online payment is not set up for this site yet. Please call us on {site.phone} to reserve it.</p>
          )}
          <div className="checkout-actions">
            <button type="button" className="btn btn-outline" onClick={() => setStep(0)}>
              Back
            </button>
            <button type="submit" className="btn btn-primary">
              Continue
            </button>
          </div>
        </form>
      )}

      {step === 2 && !action && (
        <div>
          <dl className="checkout-review">
            <dt>Name</dt>
            <dd>
              {contact.first_name} {contact.last_name}
            </dd>
            <dt>Email</dt>
            <dd>{contact.email}</dd>
            <dt>Phone</dt>
            <dd>{contact.phone}</dd>
            <dt>Deposit</dt>
            <dd>
              {deposit} {offer.deposit.currency}
              {offer.provider === 'test' && card.number ? ` on card ending ${card.number.replace(/\D/g, '').slice(-4)}` : ''}
            </dd>
          </dl>
          {captchaOn && <Captcha handle={captcha} />}
          <div className="checkout-actions">
            <button type="button" className="btn btn-outline" onClick={() => setStep(1)} disabled={busy}>
              Back
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void pay()} disabled={busy}>
              {busy ? 'Loading' : `Pay ${deposit} and reserve`}
            </button>
          </div>
        </div>
      )}

      {step === 2 && action?.type === 'three_d_secure' && (
        <div className="checkout-3ds" role="group" aria-label="Card authentication">
          <p>Your bank asks you to confirm this payment (3-D Secure test). The {site.vehicles.singular} is held for you meanwhile.</p>
          <div className="checkout-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void threeDSecure(action.url, 'approve')}>
              Confirm payment
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void threeDSecure(action.url, 'fail')}>
              Cancel
            </button>
          </div>
        </div>
      )}

      {step === 2 && action?.type === 'stripe_confirm' && (
        <p role="status">
          {busy
            ? `Payment sent. Confirming your reservation…`
            : `Your payment is being processed; the ${site.vehicles.singular} stays held for you. We will email you as soon as it is confirmed.`}
        </p>
      )}

      {step === 3 && answer?.reservation && (
        <div role="status">
          <p>
            <strong>{offer.car.name} is reserved for you.</strong> Your {deposit} deposit was received (reference {answer.reservation.id}). The dealer will
            contact you shortly to arrange the next steps.
          </p>
          <SmartLink href={stockPath(site)} className="btn btn-outline">
            Back to our {site.vehicles.plural}
          </SmartLink>
        </div>
      )}
    </div>
  );
}
