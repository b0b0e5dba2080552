// A built-in form screen (/finance, /trade-in, /book-test-drive, /sell-your-car, /book-a-service,
// /book-a-service-<location> ...): the form's first step is rendered on the server, prefilled from
// the route's own values (a location's service centre) and the query (finance links carry
// preferredDealership, vehiclePriceBudget, car_id, car_type and vin), inside a section with the
// route's anchor (#finance-form).
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../../data/site-context';
import { prefillFromQuery, type FormRoute } from '../../lib/form-routes';
import { useFormDocument } from '../../forms/form-query';
import InlineForm from '../../forms/inline-form';
import { NotFound } from '../not-found';
import FinanceCalculator from '../../../blocks/finance-calculator';
import type { FinanceCalculatorProps } from '../../../blocks/finance-calculator/props';
import { useFinanceCalculatorSettings } from '../../data/finance-calculator';
import { PageHead } from '../page-head';

import '../../styles/forms.css';

export default function FormPage({ route }: { route: FormRoute }) {
  const site = useSite();
  const { search } = useLocation();
  const form = useFormDocument(route.form);
  const prefill = useMemo(() => prefillFromQuery(route, search, site.dealerships), [route, search, site.dealerships]);
  const calculator = useFinanceCalculatorSettings();
  if (form.data === null || form.isError) return <NotFound />;
  const title = route.place ? `${form.data?.title ?? route.title} at ${route.place}` : (form.data?.title ?? route.title);
  return (
    <div className="form-page container">
      <PageHead
        title={`${title} | ${site.name}`}
        description={`${title} with ${site.name}: send your details online and the team will get back to you.`}
        path={route.path}
      />
      <h1>{title}</h1>
      <section id={route.anchor} className="form-page-form" aria-label={title}>
        {form.data ? (
          <InlineForm key={search} formName={route.form} prefill={prefill} />
        ) : (
          <p className="form-loading" role="status">
            Loading…
          </p>
        )}
      </section>
      {route.form === 'finance' && calculator.visible && (
        <aside className="form-page-aside">
          <FinanceCalculator
            {...(calculator.props as unknown as FinanceCalculatorProps)}
            {...(Number(prefill.vehiclePriceBudget) > 0 ? { price: Math.round(Number(prefill.vehiclePriceBudget)) } : {})}
          />
        </aside>
      )}
    </div>
  );
}
