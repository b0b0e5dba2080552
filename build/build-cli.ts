// `npm run build`'s last step: the bundled builder-cli in dist/cli (see build/cli-bundle.ts).
import { projectRoot } from '../server/project-root';
import { buildCliBundle } from './cli-bundle';

const { inputs } = await buildCliBundle(projectRoot);
console.log(`builder-cli bundled from ${inputs.length} source files into dist/cli`);
