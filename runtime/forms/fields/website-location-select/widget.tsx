// Preferred dealership: a drop-down of the site's dealerships when it has more than one (spec
// section 5: then it is required); with one, the field is hidden and holds that dealership.
import { useEffect } from 'react';
import { useSite } from '../../../data/site-context';
import type { PublicSite } from '../../../lib/public-site';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';
import HiddenWidget from '../hidden/widget';

/** Whether the site asks for a dealership (more than one to choose from). */
export function asksForDealership(site: Pick<PublicSite, 'dealerships'>): boolean {
  return (site.dealerships?.length ?? 0) > 1;
}

export default function WebsiteLocationSelectWidget(props: FieldWidgetProps) {
  const site = useSite();
  const only = asksForDealership(site) ? null : (site.dealerships?.[0]?.slug ?? site.slug);
  const { value, onChange } = props;
  useEffect(() => {
    if (only && value !== only) onChange(only);
  }, [only, value, onChange]);
  if (only) return <HiddenWidget {...props} value={only} />;
  return <ChoiceSelect {...props} choices={(site.dealerships ?? []).map((d) => ({ label: d.name, value: d.slug }))} />;
}
