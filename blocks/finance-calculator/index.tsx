import { useId, useRef, useState } from 'react';
import type { FinanceCalculatorProps } from './props';
import { EVENT, trackEvent } from '../../runtime/data/events';
import {
  FREQUENCIES,
  TERM_YEARS,
  financeEnquiryHref,
  formatRepayment,
  calculatorAmount,
  repayment,
  type FinanceCar,
  type Frequency,
} from '../../runtime/lib/vehicle/finance';
import { DEFAULT_FINANCE_DISCLAIMER } from '../../runtime/lib/vehicle/settings';
import { SmartLink } from '../../runtime/ui/smart-link';
import { useSite } from '../../runtime/data/site-context';
import { localeMessages } from '../../runtime/lib/locale-messages';
import { currencySymbol, formatMoneyCents } from '../../runtime/lib/format';

type Props = FinanceCalculatorProps & {
  /** On a vehicle page: the car, carried into the finance form link. */
  car?: FinanceCar;
};

/**
 * Works from the first paint: the server renders the starting figures and their repayment; once
 * hydrated every change recalculates (and the first one records the calculator event, 26).
 */
export default function FinanceCalculator({
  heading,
  price,
  deposit,
  termYears,
  frequency,
  interestRate,
  disclaimer = DEFAULT_FINANCE_DISCLAIMER,
  car,
}: Props) {
  const { locale } = useSite();
  const words = localeMessages(locale);
  const id = useId();
  const [values, setValues] = useState({ price: String(price), deposit: String(deposit), rate: String(interestRate) });
  const [years, setYears] = useState<number>(termYears);
  const [every, setEvery] = useState<Frequency>(frequency);
  const tracked = useRef(false);
  const changed = () => {
    if (tracked.current) return;
    tracked.current = true;
    trackEvent(EVENT.calculator, car ? { car_id: car.id } : undefined);
  };

  const input = {
    price: calculatorAmount(values.price),
    deposit: calculatorAmount(values.deposit),
    years,
    rate: calculatorAmount(values.rate),
    frequency: every,
  };
  const result = repayment(input);
  const field = (name: keyof typeof values, label: string, unit: 'money' | '%') => (
    <label className="calc-field" htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      <span className="calc-input">
        <span aria-hidden="true">{unit === 'money' ? currencySymbol(locale) : ''}</span>
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode="decimal"
          value={values[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            changed();
          }}
        />
        <span aria-hidden="true">{unit === '%' ? `% ${words.ratePerYear}` : ''}</span>
      </span>
    </label>
  );

  return (
    <section className="finance-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <div className="calc-grid">
        {field('price', 'Vehicle price', 'money')}
        {field('deposit', 'Deposit', 'money')}
        <label className="calc-field" htmlFor={`${id}-term`}>
          <span>Loan term</span>
          <select
            id={`${id}-term`}
            value={years}
            onChange={(e) => {
              setYears(Number(e.target.value));
              changed();
            }}
          >
            {TERM_YEARS.map((y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
        </label>
        {field('rate', 'Interest rate', '%')}
      </div>
      <fieldset className="calc-frequency">
        <legend>Repayments</legend>
        {(Object.keys(FREQUENCIES) as Frequency[]).map((f) => (
          <label key={f}>
            <input
              type="radio"
              name={`${id}-frequency`}
              value={f}
              checked={every === f}
              onChange={() => {
                setEvery(f);
                changed();
              }}
            />
            {words.frequencies[f]}
          </label>
        ))}
      </fieldset>
      <p className="calc-result" aria-live="polite">
        <span className="calc-amount">{formatRepayment(result.perPeriod, locale)}</span> {words.frequencies[every].toLowerCase()}
        <span className="calc-summary">
          {' '}
          on {formatMoneyCents(result.principal, locale, { dropZeroCents: true })} over {years} {years === 1 ? 'year' : 'years'} at {input.rate}%{' '}
          {words.ratePerYear}
        </span>
      </p>
      <SmartLink href={financeEnquiryHref(input, result, car)} className="btn btn-primary">
        Apply for finance
      </SmartLink>
      <p className="calc-disclaimer">{disclaimer}</p>
    </section>
  );
}
