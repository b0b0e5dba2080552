// @vitest-environment jsdom
// Every field widget's own test (runtime/forms/fields/<type>/widget.test.tsx, kept next to the
// widget so a new type brings its test along), run here in one browser-like environment.
const suites = import.meta.glob('../../../runtime/forms/fields/*/widget.test.tsx', { eager: true });

if (Object.keys(suites).length === 0) throw new Error('no widget tests found under runtime/forms/fields/');
