// Writes src/messages/messages.d.ts, the types of every message, from the English catalog: the first
// step of `npm run typecheck` (the file is generated, not kept in git; every build writes it too).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { module } = await runnerImport('/src/prerender/messages/messageCatalogs.ts', { root, configFile: false, logLevel: 'warn' });
if (module.writeMessageTypes()) console.log(`wrote ${path.relative(root, module.messageTypesFile)}`);
