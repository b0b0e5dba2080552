// The test card processor's card fields (provider "test": no money moves; the numbers are in
// docs/checkout.md).
export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

/** `hint`: the test numbers are developer text, shown only outside production (site.payment_processor.test_card_hint). */
export function TestCardFields({ card, onChange, hint }: { card: TestCard; onChange(card: TestCard): void; hint: boolean }) {
  return (
    <>
      {hint && <p className="checkout-note">Test payments only: use card 4242 4242 4242 4242 (see docs/checkout.md for the other test cards).</p>}
      <label>
        Card number
        <input
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          value={card.number}
          onChange={(e) => onChange({ ...card, number: e.target.value })}
        />
      </label>
      <label>
        Expiry (MM/YY)
        <input
          name="exp-date"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          pattern="\s*\d{1,2}\s*/\s*\d{2,4}\s*"
          value={card.expiry}
          onChange={(e) => onChange({ ...card, expiry: e.target.value })}
        />
      </label>
      <label>
        Security code
        <input name="cvc" inputMode="numeric" autoComplete="cc-csc" required value={card.cvc} onChange={(e) => onChange({ ...card, cvc: e.target.value })} />
      </label>
    </>
  );
}
