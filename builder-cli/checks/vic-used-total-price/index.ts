import { docsOf, type Check } from '../check';
import { auStateOf } from '../jurisdiction';
import { readUsedForSale } from '../stock-rows';

const check: Check = {
  meta: {
    code: 'vic-used-total-price',
    severity: 'warning',
    description: 'Compliance (VIC): a used car for sale without its total price.',
    docs: docsOf('vic-used-total-price'),
  },
  run({ site, sources, report }) {
    if (auStateOf(site) !== 'VIC') return;
    const stock = readUsedForSale(sources);
    if (!stock) return;
    for (const { car, index } of stock.usedForSale) {
      if (typeof car.price === 'number' && car.price > 0) continue;
      report({
        locate: stock.locate,
        pointer: `/cars/${index}`,
        message: `used car ${String(car.stocknum ?? car.id)} has no price: Victorian dealers must show a used car's total price`,
      });
    }
  },
};
export default check;
