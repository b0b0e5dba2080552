// builder-cli new-block / new-field: what they write, applied to the real registries' text.
// (An end-to-end run, with tsc and the scaffolded tests passing, is described in docs/authoring.md.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFiles, fieldFiles } from '../../builder-cli/scaffold-commands';
import { repoRoot } from './cli-run';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('new-block', () => {
  it('writes the contract layout: props schema, contract, component and a test beside the others', () => {
    const files = blockFiles('offer-strip');
    expect(Object.keys(files).sort()).toEqual([
      'blocks/offer-strip/contract.ts',
      'blocks/offer-strip/index.tsx',
      'blocks/offer-strip/props.schema.json',
      'tests/unit/blocks/offer-strip.test.tsx',
    ]);
    expect(JSON.parse(files['blocks/offer-strip/props.schema.json']!)).toMatchObject({
      title: 'OfferStripProps',
      additionalProperties: false,
      required: ['heading'],
    });
    expect(files['blocks/offer-strip/contract.ts']).toContain('export default defineBlock<OfferStripProps>({');
    expect(files['blocks/offer-strip/index.tsx']).toContain('export default function OfferStrip({ heading, text }: OfferStripProps)');
    // React-free contract: builder-cli validate must never load a component.
    expect(files['blocks/offer-strip/contract.ts']).not.toMatch(/react|index/);
  });
});

describe('new-field', () => {
  const files = fieldFiles('trade-in-km', read('runtime/forms/field-schemas.ts'), read('runtime/forms/field-widgets.ts'));

  it('adds the schema import and the custom type entry to field-schemas.ts, nothing else', () => {
    const before = read('runtime/forms/field-schemas.ts').split('\n');
    const after = files['runtime/forms/field-schemas.ts']!.split('\n');
    expect(after.filter((l) => !before.includes(l))).toEqual([
      "import tradeInKmSchema from './fields/trade-in-km/schema.json';",
      '  tradeInKm: tradeInKmSchema,',
    ]);
    expect(after.indexOf('  tradeInKm: tradeInKmSchema,')).toBeGreaterThan(after.indexOf('const customTypes = {'));
  });

  it('adds the widget import and its entry at the end of fieldWidgets (not of the rjsf default widgets)', () => {
    const after = files['runtime/forms/field-widgets.ts']!.split('\n');
    const entry = after.indexOf('  tradeInKm: TradeInKmWidget,');
    expect(after[entry + 1]).toBe('} satisfies Record<FieldType, FieldWidget>;');
    expect(after).toContain("import TradeInKmWidget from './fields/trade-in-km/widget';");
  });

  it('writes a schema fragment, a widget and its test in the field folder', () => {
    expect(JSON.parse(files['runtime/forms/fields/trade-in-km/schema.json']!)).toEqual({ type: 'string', maxLength: 100 });
    expect(files['runtime/forms/fields/trade-in-km/widget.tsx']).toContain('export default function TradeInKmWidget(props: FieldWidgetProps)');
    expect(files['runtime/forms/fields/trade-in-km/widget.test.tsx']).toContain("renderWidget({ type: 'tradeInKm', title: 'Value' })");
  });
});
