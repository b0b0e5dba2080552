import { defineBlock } from '../contract';
import type { FinanceCalculatorProps } from './props';
import schema from './props.schema.json';

export default defineBlock<FinanceCalculatorProps>({
  schema,
  label: 'Finance calculator',
  description: 'A repayment calculator linking into the finance form.',
});
