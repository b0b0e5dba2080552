import { BODY_STYLES, channelValue } from '../../../runtime/lib/feeds/channel-values';
import { docsOf } from '../check';
import { feedRowCheck } from '../feed-row-check';

export default feedRowCheck({
  meta: {
    code: 'feed-body-style',
    severity: 'warning',
    description: "Channel feeds: a car for sale whose body style has no mapping to Meta's body_style.",
    docs: docsOf('feed-body-style'),
  },
  field: 'body',
  problem: (car) =>
    channelValue(BODY_STYLES, car.body)
      ? null
      : car.body
        ? `body style "${car.body}" has no Meta mapping (runtime/lib/feeds/channel-values.ts): Meta leaves it out`
        : 'no body style: Meta leaves it out',
});
