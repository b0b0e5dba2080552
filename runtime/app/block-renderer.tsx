import type { BlockInstance } from '../../schemas/types/page';
import { blockComponent } from './block-components';
import { BlockIndexProvider } from '../data/block-data';

/** Renders a list of validated block instances through the registry. */
export function BlockList({ blocks }: { blocks: readonly BlockInstance[] }) {
  return (
    <>
      {blocks.map((instance, i) => (
        <BlockIndexProvider key={i} index={i}>
          <BlockView instance={instance} />
        </BlockIndexProvider>
      ))}
    </>
  );
}

export function BlockView({ instance }: { instance: BlockInstance }) {
  const Component = blockComponent(instance.type);
  // The loader refuses unknown types, so this only happens with a stale client bundle.
  if (!Component) return null;
  const content = <Component {...(instance.props ?? {})} />;
  return instance.id ? <div id={instance.id}>{content}</div> : content;
}
