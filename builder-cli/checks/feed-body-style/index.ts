import { BODY_STYLES, channelValue } from '../../../runtime/lib/feeds/channel-values';
import { docsOf, type Check } from '../check';
import { readFeedCandidates, rowPointer } from '../stock-rows';

const check: Check = {
  meta: {
    code: 'feed-body-style',
    severity: 'warning',
    description: "Channel feeds: a car for sale whose body style has no mapping to Meta's body_style.",
    docs: docsOf('feed-body-style'),
  },
  run({ sources, report }) {
    const stock = readFeedCandidates(sources);
    for (const { car, index, label } of stock?.rows ?? []) {
      if (channelValue(BODY_STYLES, car.body)) continue;
      report({
        locate: stock!.locate,
        pointer: rowPointer(car, index, 'body'),
        message: car.body
          ? `${label}: body style "${car.body}" has no Meta mapping (runtime/lib/feeds/channel-values.ts): Meta leaves it out`
          : `${label}: no body style: Meta leaves it out`,
      });
    }
  },
};
export default check;
