// Loads the form engine (rjsf and our theme) with a form's precompiled validator: what a form
// needs once the visitor uses it. Kept apart so nothing else comes along with it.
import type { ComponentType } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { MultiStepFormProps } from './multi-step-form';

export interface Engine {
  Form: ComponentType<MultiStepFormProps>;
  validator: ValidatorType<Record<string, unknown>, RJSFSchema>;
}

export function loadEngine(formName: string): Promise<Engine> {
  return Promise.all([import('./multi-step-form'), import('./validator-client').then((m) => m.loadFormValidator(formName))]).then(([engine, validator]) => ({
    Form: engine.default,
    validator: validator as unknown as Engine['validator'],
  }));
}
