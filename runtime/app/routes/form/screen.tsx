import { preloadable } from '../../../ui/preloadable';
import { defineScreen } from '../../route-screen';

/** The screen's code-split part: loaded by the route's loader before it renders. */
export const part = preloadable(() => import('../../forms/form-page'));
const FormPage = part.Component;

export default defineScreen((entry) => <FormPage route={entry.form!} />);
