// One line per block type: `type` in a page document -> component, props schema, data needs.
// Adding a block: see docs/adding-a-block.md.
import { block, type BlockDefinition } from './block';
import ButtonGroup from './button-group';
import buttonGroupSchema from './button-group/props.schema.json';
import CardGrid from './card-grid';
import cardGridSchema from './card-grid/props.schema.json';
import ContactDetails from './contact-details';
import contactDetailsSchema from './contact-details/props.schema.json';
import FaqList from './faq-list';
import faqListSchema from './faq-list/props.schema.json';
import Footer from './footer';
import footerSchema from './footer/props.schema.json';
import Header from './header';
import headerSchema from './header/props.schema.json';
import Hero from './hero';
import heroSchema from './hero/props.schema.json';
import Image from './image';
import imageSchema from './image/props.schema.json';
import RichText from './rich-text';
import richTextSchema from './rich-text/props.schema.json';

// The registry holds blocks of different props types; each entry is typed where it is built.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlock = BlockDefinition<any>;

export const blocks = {
  header: block(Header, headerSchema, { data: ['models'] }),
  footer: block(Footer, footerSchema, { data: ['models', 'locations'] }),
  hero: block(Hero, heroSchema),
  'rich-text': block(RichText, richTextSchema),
  image: block(Image, imageSchema),
  'button-group': block(ButtonGroup, buttonGroupSchema),
  'card-grid': block(CardGrid, cardGridSchema),
  'faq-list': block(FaqList, faqListSchema),
  'contact-details': block(ContactDetails, contactDetailsSchema, { data: ['locations'] }),
} satisfies Record<string, AnyBlock>;

export type BlockType = keyof typeof blocks;

export function getBlock(type: string): AnyBlock | undefined {
  return Object.hasOwn(blocks, type) ? (blocks as Record<string, AnyBlock>)[type] : undefined;
}
