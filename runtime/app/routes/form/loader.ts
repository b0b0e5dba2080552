import { financeCalculatorKey } from '../../../data/finance-calculator';
import { formQueryKey } from '../../../forms/form-query-key';
import { servedForm } from '../../../../server/ssr/served-form';
import { collectionSeeds, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (entry, _params, { tenant }) => {
  const name = entry.form!.form;
  const form = servedForm(tenant, name);
  const calculator = name === 'finance' ? [{ key: financeCalculatorKey, data: tenant.vehiclePage.financeCalculator }] : [];
  return { status: form ? 200 : 404, lazy: ['route:form'], queries: [...collectionSeeds(tenant), { key: formQueryKey(name), data: form }, ...calculator] };
};
export default load;
