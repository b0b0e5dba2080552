import { defineBlock, notFound } from '../contract';
import { modelListData } from '../../runtime/lib/model-cards';
import type { ModelListProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ModelListProps>({
  schema,
  async load(_props, { collections, search }) {
    return modelListData(collections.models, search) ?? notFound();
  },
  label: 'Models',
  description: 'The model line-up as cards, by body type.',
});
