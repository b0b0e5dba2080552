import { defineBlock } from '../contract';
import type { FinanceCalculatorProps } from './props';
import schema from './props.schema.json';

export default defineBlock<FinanceCalculatorProps>({
  schema,
});
