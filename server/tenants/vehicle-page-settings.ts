// buttons.json's page settings as the vehicle page and the finance screen read them: the spec's
// defaults (runtime/lib/vehicle/settings.ts), and the finance-calculator block's props with its
// schema's defaults, since those screens show the block without a page document around it.
import type { Buttons } from '../../schemas/types/buttons';
import { getContract } from '../../blocks/registry';
import { vehiclePageSettings, type VehiclePageSettings } from '../../runtime/lib/vehicle/settings';
import { validateAgainst } from './schema-validator';

export function vehiclePageSettingsOf(doc: Pick<Buttons, 'showVin' | 'financeCalculator'> | undefined): VehiclePageSettings {
  const settings = vehiclePageSettings(doc);
  const props = { ...settings.financeCalculator.props };
  validateAgainst(getContract('finance-calculator')!.schema, props, { applyDefaults: true });
  return { ...settings, financeCalculator: { ...settings.financeCalculator, props } };
}
