// @vitest-environment jsdom
// Every field folder's widget test (runtime/forms/fields/<type>/widget.test.tsx) in one jsdom
// environment. Run as 44 files, each paid about a second to set up jsdom: ~50 s of the suite.
// The tests stay in their folders beside their widgets; vitest's include names this file only.
const widgetTests = import.meta.glob('../../../runtime/forms/fields/*/widget.test.tsx', { eager: true });

if (Object.keys(widgetTests).length < 40) throw new Error(`expected the field folders' widget tests, found ${Object.keys(widgetTests).length}`);
