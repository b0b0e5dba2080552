// The vehicle page's per-site settings from buttons.json, with the spec's defaults filled in.
import type { Buttons } from '../../../schemas/types/buttons';

/** Spec section 9: the repayment calculator's default interest rate, % per year. */
export const DEFAULT_INTEREST_RATE = 10;
export const DEFAULT_FINANCE_DISCLAIMER =
  'This estimate is a guide only and is not a quote or an offer of finance. Repayments exclude fees and charges; your rate depends on your circumstances and approval.';

export interface VehiclePageSettings {
  showVin: boolean;
  financeCalculator: {
    visible: boolean;
    interestRate: number;
    disclaimer: string;
    /** The finance-calculator block's props for the screens that show it (the server fills in the schema's defaults). */
    props: Record<string, unknown>;
  };
}

export function vehiclePageSettings(doc: Pick<Buttons, 'showVin' | 'financeCalculator'> | undefined): VehiclePageSettings {
  const calculator = doc?.financeCalculator ?? {};
  const interestRate = calculator.interestRate ?? DEFAULT_INTEREST_RATE;
  const disclaimer = calculator.disclaimer ?? DEFAULT_FINANCE_DISCLAIMER;
  return {
    showVin: doc?.showVin ?? true,
    financeCalculator: { visible: calculator.visible ?? true, interestRate, disclaimer, props: { interestRate, disclaimer } },
  };
}
