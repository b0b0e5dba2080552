import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const offerFor = (model: string) => ({ 'acme/offers.json': (d: any) => ({ ...d, offers: [{ ...d.offers[0], model }] }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON

describe('offer-model', () => {
  it('passes an offer for a model the tenant has, by name or slug, in any case', async () => {
    expect((await lint(offerFor('cx-5'))).lines('offer-model')).toEqual([]);
    expect((await lint(offerFor('CX-5'))).lines('offer-model')).toEqual([]);
  });

  it('reports an offer for a model the tenant lacks, with the nearest model', async () => {
    const { lines, problems } = await lint(offerFor('CX-50'));
    expect(lines('offer-model')).toEqual([
      expect.stringMatching(offense('acme/offers.json', 'warning offer-model /offers/0/model offer for model "CX-50", which models.json does not have')),
    ]);
    expect(problems.find((p) => p.code === 'offer-model')?.suggestions).toEqual([{ message: 'did you mean "CX-5"?' }]);
  });

  it('reports an offer naming a model when the tenant has no models at all', async () => {
    const { lines } = await lint({ 'acme/models.json': (d) => ({ ...d, models: [] }) });
    expect(lines('offer-model')).toEqual([expect.stringMatching(/offer for model "CX-5", but the tenant has no models\.json$/)]);
  });
});
