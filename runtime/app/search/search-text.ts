// Words the search screen shows: facet legends, value labels, the heading and title for a path.
// Locale rules of spec section 9: miles and "Color" in en-US.
import { conditionLabel, normaliseTag } from '../../lib/display-tag';
import { formatNumber, odometerLabel } from '../../lib/format';
import { splitModelValue } from '../../lib/search/search-values';
import type { CarType, FacetCount, RangeFacet, SearchSite, SearchState, ValueFacet } from '../../lib/search/search-types';
import { localeMessages } from '../../lib/locale-messages';
import { unknownOption } from '../../lib/unknown-option';

type Locale = SearchSite['locale'];

export function facetLegend(facet: ValueFacet | RangeFacet, locale: Locale): string {
  switch (facet) {
    case 'car_type':
      return 'Condition';
    case 'body':
      return 'Body type';
    case 'fuel':
      return 'Fuel type';
    case 'drive':
      return 'Drive type';
    case 'colour':
      return localeMessages(locale).colour;
    case 'location_name':
      return 'Location';
    case 'km':
      return odometerLabel(locale);
    case 'subscription_price':
      return 'Subscription price';
    case 'make':
    case 'model':
    case 'transmission':
    case 'seats':
    case 'state':
    case 'tag':
    case 'certified':
    case 'price':
    case 'year':
      return capitalise(facet);
    default:
      return unknownOption(facet);
  }
}

/** A facet value as the shopper reads it: "Pre-owned" for used stock where the site says so, "CX-5" for "Mazda|CX-5", tags as cards show them. */
export function valueLabel(facet: ValueFacet, value: string, site: Pick<SearchSite, 'vehicles'>, withMake = false): string {
  if (facet === 'car_type') return capitalise(conditionLabel(value as CarType, site));
  if (facet === 'model') {
    const { make, model } = splitModelValue(value);
    return withMake && make ? `${make} ${model}` : model;
  }
  if (facet === 'seats') return `${value} seats`;
  if (facet === 'certified') return 'Certified';
  if (facet === 'tag') return capitalise(normaliseTag(value) ?? value);
  return value;
}

const CAR_TYPE_ORDER = ['new', 'used', 'demo'];
/** One collator: `localeCompare` with a locale makes one per comparison (5% of a stock page's server render). */
const ALPHABETICAL = new Intl.Collator('en', { sensitivity: 'base' });

/** Sidebar order: car types new/used/demo, seats by number, certified "true" only, the rest A-Z. */
export function sidebarValues(facet: ValueFacet, counts: readonly FacetCount[]): FacetCount[] {
  if (facet === 'certified') return counts.filter((c) => c.value === 'true');
  const list = [...counts];
  if (facet === 'car_type') return list.sort((a, b) => CAR_TYPE_ORDER.indexOf(a.value) - CAR_TYPE_ORDER.indexOf(b.value));
  if (facet === 'seats') return list.sort((a, b) => Number(a.value) - Number(b.value));
  return list.sort((a, b) => ALPHABETICAL.compare(a.value, b.value));
}

/** "New, used and demo": the path's car types as a phrase (empty for none). */
export function carTypesPhrase(types: readonly CarType[], site: Pick<SearchSite, 'vehicles'>): string {
  const words = types.map((t) => conditionLabel(t, site));
  if (words.length === 0) return '';
  const phrase = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  return capitalise(phrase);
}

interface SearchHeading {
  heading: string;
  title: string;
  description: string;
}

/** h1, <title> and meta description of a search path: the dealership's name, or its car types. */
export function searchHeading(
  state: Pick<SearchState, 'pathCarTypes' | 'dealershipSlug'>,
  site: Pick<SearchSite, 'vehicles' | 'dealerships'> & { name: string },
): SearchHeading {
  const plural = site.vehicles.plural;
  const dealership = state.dealershipSlug ? site.dealerships?.find((d) => d.slug === state.dealershipSlug) : undefined;
  if (dealership) {
    return {
      heading: dealership.name,
      title: `${capitalise(plural)} for sale at ${dealership.name} | ${site.name}`,
      description: `Browse the ${plural} for sale at ${dealership.name}${dealership.city ? ` in ${dealership.city}` : ''}.`,
    };
  }
  const types = carTypesPhrase(state.pathCarTypes, site);
  const heading = types ? `${types} ${plural}` : `${capitalise(plural)} for sale`;
  return {
    heading,
    title: types ? `${heading} for sale | ${site.name}` : `${heading} | ${site.name}`,
    description: `Browse ${types ? `${types.toLowerCase()} ${plural}` : plural} for sale at ${site.name}: filter by make, model, price and more.`,
  };
}

/** "143 cars found", "1 car found", "No cars found". */
export function resultCountText(total: number, vehicles: Pick<SearchSite['vehicles'], 'singular' | 'plural'>): string {
  if (total === 0) return `No ${vehicles.plural} found`;
  return `${formatNumber(total)} ${total === 1 ? vehicles.singular : vehicles.plural} found`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A range facet's number as shown: "$12,345", "45,000", "2019". */
export function formatFacetNumber(facet: RangeFacet, n: number): string {
  if (facet === 'year') return String(n);
  return facet === 'km' ? formatNumber(n) : `$${formatNumber(n)}`;
}

/** "Price $10,000 – $30,000", "Year from 2019", "Kms up to 50,000". */
export function rangeText(facet: RangeFacet, range: { min?: number; max?: number }, locale: Locale): string {
  const legend = facetLegend(facet, locale);
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${legend} ${formatFacetNumber(facet, min)} – ${formatFacetNumber(facet, max)}`;
  if (min !== undefined) return `${legend} from ${formatFacetNumber(facet, min)}`;
  return `${legend} up to ${formatFacetNumber(facet, max ?? 0)}`;
}
