// Every field type's own rule test (runtime/forms/fields/<type>/rule.test.ts, kept next to its
// rule.ts so a new type brings its test along), run here in node.
const suites = import.meta.glob('../../../runtime/forms/fields/*/rule.test.ts', { eager: true });

if (Object.keys(suites).length === 0) throw new Error('no rule tests found under runtime/forms/fields/');
