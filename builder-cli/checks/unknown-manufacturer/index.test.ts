import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

describe('unknown-manufacturer', () => {
  it('passes a known make, and "null" (the spec: treated as not set)', async () => {
    expect((await lint({ 'acme/site.json': (s) => ({ ...s, manufacturer: 'hyundai' }) })).lines('unknown-manufacturer')).toEqual([]);
    expect((await lint({ 'acme/site.json': (s) => ({ ...s, manufacturer: 'null' }) })).lines('unknown-manufacturer')).toEqual([]);
  });

  it('reports an unknown make with the nearest known one', async () => {
    const { lines, problems } = await lint({ 'acme/site.json': (s) => ({ ...s, manufacturer: 'hyundia' }) });
    expect(lines('unknown-manufacturer')).toEqual([
      expect.stringMatching(offense('acme/site.json', 'warning unknown-manufacturer /manufacturer unknown manufacturer "hyundia"')),
    ]);
    expect(problems.find((p) => p.code === 'unknown-manufacturer')?.suggestions).toEqual([{ message: 'did you mean "hyundai"?' }]);
  });

  it('suggests the lower-case spelling the platform uses', async () => {
    const { problems } = await lint({ 'acme/site.json': (s) => ({ ...s, manufacturer: 'Mazda' }) });
    expect(problems.find((p) => p.code === 'unknown-manufacturer')?.suggestions).toEqual([{ message: 'did you mean "mazda"?' }]);
  });
});
