/**
 * `npm run build`'s second step: the server's render of the SPA just built (src/entry-server.tsx into dist-ssr/), which
 * the server uses to send the landing screens as HTML (domain/screens.ts). `--out DIR`: the SPA in DIR instead of
 * dist/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServerRender } from './build-spa';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
await buildServerRender(root, values.out ? path.resolve(values.out) : undefined);
console.log(
  `server render: ${path.relative(root, `${path.resolve(values.out ?? path.join(root, 'dist'))}-ssr`)}/entry-server.js`,
);
