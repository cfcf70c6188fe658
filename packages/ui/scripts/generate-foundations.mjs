import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { foundationPages } from './foundations.mjs';

const dir = path.resolve(import.meta.dirname, '../src/foundations');
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(foundationPages())) writeFileSync(path.join(dir, file), text);
