// useBlockData(contract) is typed from the contract's `load`: checked by the type checker
// (npm run typecheck), and the data reaches the component at run time (the block tests).
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockDataOf } from '../../../blocks/contract';
import type blogPost from '../../../blocks/blog-post/contract';
import type offerList from '../../../blocks/offer-list/contract';
import type modelList from '../../../blocks/model-list/contract';
import type hero from '../../../blocks/hero/contract';
import type { BlogPostEntry } from '../../../runtime/lib/blog';
import type { OfferCardData } from '../../../runtime/lib/offer-cards';
import type { ModelListData } from '../../../runtime/lib/model-cards';

describe('BlockDataOf', () => {
  it('is what load returns, without notFound() and redirect()', () => {
    expectTypeOf<BlockDataOf<typeof offerList>>().toEqualTypeOf<OfferCardData[]>();
    expectTypeOf<BlockDataOf<typeof modelList>>().toEqualTypeOf<ModelListData>();
    expectTypeOf<BlockDataOf<typeof blogPost>>().toMatchTypeOf<BlogPostEntry & { dateText: string }>();
  });

  it('is undefined for a block without load', () => {
    expectTypeOf<BlockDataOf<typeof hero>>().toEqualTypeOf<undefined>();
  });
});
