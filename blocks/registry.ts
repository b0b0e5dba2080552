// One line per block type: `type` in a page document -> component, props schema, data needs.
// Adding a block: see docs/adding-a-block.md.
import { block, lazyBlock, type BlockDefinition } from './block';
import buttonGroupSchema from './button-group/props.schema.json';
import cardGridSchema from './card-grid/props.schema.json';
import contactDetailsSchema from './contact-details/props.schema.json';
import faqListSchema from './faq-list/props.schema.json';
import featuredStockSchema from './featured-stock/props.schema.json';
import financeCalculatorSchema from './finance-calculator/props.schema.json';
import Footer from './footer';
import footerSchema from './footer/props.schema.json';
import Header from './header';
import headerSchema from './header/props.schema.json';
import heroSchema from './hero/props.schema.json';
import imageSchema from './image/props.schema.json';
import leadFormSchema from './lead-form/props.schema.json';
import richTextSchema from './rich-text/props.schema.json';

// The registry holds blocks of different props types; each entry is typed where it is built.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlock = BlockDefinition<any>;

// Header and footer render on every page, so they ship with the shell; every other block is
// code-split and loaded only by pages that use it.
export const blocks = {
  header: block(Header, headerSchema, { data: ['models'] }),
  footer: block(Footer, footerSchema, { data: ['models', 'locations'] }),
  hero: lazyBlock('hero', () => import('./hero'), heroSchema),
  'rich-text': lazyBlock('rich-text', () => import('./rich-text'), richTextSchema),
  image: lazyBlock('image', () => import('./image'), imageSchema),
  'button-group': lazyBlock('button-group', () => import('./button-group'), buttonGroupSchema),
  'card-grid': lazyBlock('card-grid', () => import('./card-grid'), cardGridSchema),
  'faq-list': lazyBlock('faq-list', () => import('./faq-list'), faqListSchema),
  'contact-details': lazyBlock('contact-details', () => import('./contact-details'), contactDetailsSchema, { data: ['locations'] }),
  'finance-calculator': lazyBlock('finance-calculator', () => import('./finance-calculator'), financeCalculatorSchema),
  // Its cars come from the search contract, seeded per block by server/ssr/page-data.ts (not a tenant collection).
  'featured-stock': lazyBlock('featured-stock', () => import('./featured-stock'), featuredStockSchema),
  // Its form is seeded per block by server/ssr/page-data.ts; the locations and models feed its selects.
  'lead-form': lazyBlock('lead-form', () => import('./lead-form'), leadFormSchema, { data: ['locations', 'models'] }),
} satisfies Record<string, AnyBlock>;

export type BlockType = keyof typeof blocks;

export function getBlock(type: string): AnyBlock | undefined {
  return Object.hasOwn(blocks, type) ? (blocks as Record<string, AnyBlock>)[type] : undefined;
}
