#!/usr/bin/env node
// builder-cli entry: runs the TypeScript CLI through tsx, so onboarding staff need no build step.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
