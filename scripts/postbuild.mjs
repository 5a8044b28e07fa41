// Static hosts look for 404.html; it is the prerendered not-found page.
import { copyFileSync } from 'node:fs';

copyFileSync('build/client/404/index.html', 'build/client/404.html');
console.log('wrote build/client/404.html');
