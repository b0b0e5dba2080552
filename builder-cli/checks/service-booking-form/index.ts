import type { Location } from '../../../schemas/types/location';
import { serviceBookingPages } from '../../../runtime/lib/service-booking-pages';
import { docsOf, type Check } from '../check';
import { collectionEntries } from '../collections';

const check: Check = {
  meta: {
    code: 'service-booking-form',
    severity: 'warning',
    description:
      'Per-location service booking is on, but the site has no service-booking form: the Book a Service buttons of its service locations lead to pages that do not exist.',
    docs: docsOf('service-booking-form'),
  },
  run({ sources, site, slug, report }) {
    if (sources.forms.has('service-booking')) return;
    const pages = serviceBookingPages(site, collectionEntries<Location>(sources, 'locations'));
    if (pages.length === 0) return;
    report({
      locate: sources.site.locate,
      pointer: '/features/service_booking_per_location',
      message:
        `features.service_booking_per_location is on, but the site has no service-booking form: ${pages.map((p) => p.path).join(', ')} ` +
        `would answer 404, so the Book a Service button of ${pages.length === 1 ? 'its service location' : 'each service location'} leads nowhere: ` +
        `add tenants/${slug}/forms/service-booking.json (or extend a template that has one), or turn the feature off`,
    });
  },
};
export default check;
