import { defineRoute, BUILT_IN } from '../../../lib/route-definition';
import { formRoutes, PRE_APPROVAL_PATH, serviceBookingRoute } from '../../../lib/form-routes';
import type { RouteEntry } from '../../../lib/route-table';

// The built-in form screens, one per form document the site has; /finance-pre-approval by
// feature, and each service location's /book-a-service-<slug> with features.service_booking_per_location.
export default defineRoute({
  rank: 20,
  entries({ site, forms, base, serviceBookings = [] }) {
    const hasForm = new Set(forms);
    const entries: RouteEntry[] = formRoutes(base)
      .filter((f) => hasForm.has(f.form))
      .map((form) => ({ id: `form:${form.path}`, path: form.path, kind: 'form', source: `${BUILT_IN} (form screens)`, form }));
    if (site.features?.finance_pre_approval === true && hasForm.has('finance')) {
      const [finance] = formRoutes(base);
      entries.push({
        id: `form:${PRE_APPROVAL_PATH}`,
        path: PRE_APPROVAL_PATH,
        kind: 'form',
        source: 'site.json features.finance_pre_approval',
        form: { ...finance!, path: PRE_APPROVAL_PATH, title: 'Finance Pre-Approval' },
      });
    } else if (hasForm.has('finance')) {
      entries.push({
        id: `redirect:${PRE_APPROVAL_PATH}`,
        path: PRE_APPROVAL_PATH,
        kind: 'redirect',
        source: `${BUILT_IN} (no finance_pre_approval)`,
        to: '/finance',
      });
    }
    if (hasForm.has('service-booking'))
      for (const booking of serviceBookings)
        entries.push({
          id: `form:${booking.path}`,
          path: booking.path,
          kind: 'form',
          source: `site.json features.service_booking_per_location (${booking.location})`,
          form: serviceBookingRoute(booking),
        });
    return entries;
  },
});
