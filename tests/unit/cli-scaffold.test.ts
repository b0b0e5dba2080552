// builder-cli new-block / new-field: what they write; new-field run on a copy of the field folders.
// (An end-to-end run, with tsc and the scaffolded tests passing, is described in docs/authoring.md.)
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { blockFiles, fieldFiles, newFieldCommand } from '../../builder-cli/scaffold-commands';
import { repoRoot } from './cli-run';

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
  const files = fieldFiles('trade-in-km');

  it('writes one folder: a schema fragment, facts, a widget and its test', () => {
    expect(Object.keys(files).every((f) => f.startsWith('runtime/forms/fields/trade-in-km/'))).toBe(true);
    expect(JSON.parse(files['runtime/forms/fields/trade-in-km/schema.json']!)).toEqual({ type: 'string', maxLength: 100 });
    expect(files['runtime/forms/fields/trade-in-km/facts.ts']).toContain("value: 'string',");
    expect(files['runtime/forms/fields/trade-in-km/widget.tsx']).toContain('export default function TradeInKmWidget(props: FieldWidgetProps)');
    expect(files['runtime/forms/fields/trade-in-km/widget.test.tsx']).toContain("renderWidget({ type: 'tradeInKm', title: 'Value' })");
  });

  it('patches no file: the generated registries list the new folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'new-field-'));
    try {
      await cp(path.join(repoRoot, 'runtime/forms/fields'), path.join(root, 'runtime/forms/fields'), { recursive: true });
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      expect(await newFieldCommand('trade-in-km', root)).toBe(0);
      log.mockRestore();
      const written = (await readdir(root, { recursive: true })).filter((f) => !f.startsWith(path.join('runtime/forms/fields/')) || f.includes('trade-in-km'));
      expect(written.filter((f) => f.endsWith('.ts') || f.endsWith('.tsx') || f.endsWith('.json')).sort()).toEqual([
        'runtime/forms/field-widgets.gen.ts',
        'runtime/forms/fields.gen.ts',
        'runtime/forms/fields/trade-in-km/facts.ts',
        'runtime/forms/fields/trade-in-km/schema.json',
        'runtime/forms/fields/trade-in-km/widget.test.tsx',
        'runtime/forms/fields/trade-in-km/widget.tsx',
        'runtime/lib/forms/field-rules.gen.ts',
      ]);
      expect(await readFile(path.join(root, 'runtime/forms/fields.gen.ts'), 'utf8')).toContain('  tradeInKm: tradeInKmSchema,');
      expect(await readFile(path.join(root, 'runtime/forms/field-widgets.gen.ts'), 'utf8')).toContain('  tradeInKm: TradeInKmWidget,');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
