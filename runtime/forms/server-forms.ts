// Server-side rendering of forms: the light form goes into every form island the server renders.
// Imported by the server entry only, so the browser's first visit never loads the widgets.
import { provideLightForm } from './form-island';
import { LightForm } from './light-form';

provideLightForm(LightForm);
