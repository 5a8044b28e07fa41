import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticHandler } from './staticSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer(createStaticHandler(root));
server.listen(port, host, () => {
  console.log(`Site ready at http://localhost:${port}/`);
});
