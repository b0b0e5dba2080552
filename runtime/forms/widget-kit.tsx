// The parts every field widget is made of: a labelled frame with description, error and help
// wired to the control (aria-describedby, aria-invalid), text inputs with the right keyboard and
// autofill hints, selects, radio and check groups as fieldsets with legends, and checkboxes.
// Widgets take rjsf's widget props but import nothing from rjsf at run time, so the light
// server-rendered form (light-form.tsx) renders the very same widgets before rjsf has loaded.
export * from './field-frame';
export * from './text-input';
export * from './choice-widgets';
