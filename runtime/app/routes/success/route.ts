import { defineRoute, BUILT_IN } from '../../../lib/route-definition';
import { SUCCESS_PATH } from '../../../lib/form-routes';

// Shown after a lead is submitted.
export default defineRoute({
  rank: 30,
  entries: () => [{ id: 'success', path: SUCCESS_PATH, kind: 'success', source: BUILT_IN }],
});
