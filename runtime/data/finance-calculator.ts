import { useQueryClient } from '@tanstack/react-query';
import { vehiclePageSettings, type VehiclePageSettings } from '../lib/vehicle/settings';

/** The site's repayment calculator settings (buttons.json financeCalculator), seeded by the server. */
export const financeCalculatorKey = ['finance-calculator'] as const;

export function useFinanceCalculatorSettings(): VehiclePageSettings['financeCalculator'] {
  return useQueryClient().getQueryData<VehiclePageSettings['financeCalculator']>(financeCalculatorKey) ?? vehiclePageSettings(undefined).financeCalculator;
}
