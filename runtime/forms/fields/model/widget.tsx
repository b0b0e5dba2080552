// Vehicle model: the models in stock for the chosen make (the field named by `makeField`, default
// "make") and the manufacturer's line-up from models.json, as a drop-down; free text with those
// as suggestions when the form allows any model (`"freeText": true`).
import { useSite } from '../../../data/site-context';
import { useTenantData } from '../../../data/tenant-data';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';
import { SuggestedText } from '../make/widget';
import type { Model } from '../../../../schemas/types/model';
import type { PublicSite } from '../../../lib/public-site';

/** Models for a make: stock counts keyed "Make:Model", plus the line-up (which is the manufacturer's). */
function modelsFor(make: string, site: Pick<PublicSite, 'stock' | 'manufacturer'>, lineUp: readonly Pick<Model, 'name'>[]): string[] {
  const wanted = make.trim().toLowerCase();
  const names = new Set<string>();
  for (const key of Object.keys(site.stock?.models ?? {})) {
    const [keyMake = '', keyModel = ''] = key.split(':');
    if (keyModel && (!wanted || keyMake.toLowerCase() === wanted)) names.add(keyModel);
  }
  const manufacturer = site.manufacturer && site.manufacturer !== 'null' ? site.manufacturer : '';
  if (!wanted || wanted === manufacturer) for (const m of lineUp) names.add(m.name);
  return [...names].sort((a, b) => a.localeCompare(b));
}

export default function ModelWidget(props: FieldWidgetProps) {
  const site = useSite();
  const lineUp = useTenantData('models');
  const makeField = typeof props.options?.makeField === 'string' ? props.options.makeField : 'make';
  const make = props.registry?.formContext?.formData?.[makeField];
  const models = modelsFor(typeof make === 'string' ? make : '', site, lineUp);
  if (props.options?.freeText === true || models.length === 0) return <SuggestedText props={props} suggestions={models} />;
  return <ChoiceSelect {...props} choices={models.map((m) => ({ label: m, value: m }))} />;
}
