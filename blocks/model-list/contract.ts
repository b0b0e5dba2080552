import { defineBlock, notFound } from '../contract';
import { modelListData } from '../../runtime/lib/model-cards';
import type { ModelListProps } from './props';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  async load(_props: ModelListProps, { collections, search }) {
    return modelListData(collections.models, search) ?? notFound();
  },
  label: 'Models',
  description: 'The model line-up as cards, by body type.',
});
