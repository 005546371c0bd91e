// packages/core must stay pure: no imports of server, web, node: built-ins, or browser globals.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const core = join(root, 'packages/core/src');
const builtins = new Set(builtinModules);
// Packages core may use: pure JavaScript that imports no Node built-in and touches no DOM, so core runs in the
// server and the browser alike (zod for the models, htmlparser2's tokenizer for the rich-text sanitiser).
const allowedPackages = new Set(['zod', 'htmlparser2']);
const forbiddenGlobals =
  /\b(window|document|localStorage|sessionStorage|navigator|HTMLElement|process\.env|require\()\b/;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

const problems = [];
for (const file of files(core)) {
  const text = readFileSync(file, 'utf8');
  const rel = relative(root, file);
  const isTest = file.endsWith('.test.ts');
  for (const match of text.matchAll(
    /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    const spec = match[1] ?? match[2];
    if (spec.startsWith('.')) {
      if (!spec.endsWith('.ts') && !spec.endsWith('.json'))
        problems.push(`${rel}: relative import "${spec}" must name its .ts file`);
      continue;
    }
    if (spec.startsWith('node:') || builtins.has(spec))
      problems.push(`${rel}: imports the Node built-in "${spec}"`);
    else if (spec.startsWith('@brickyard/'))
      problems.push(`${rel}: imports "${spec}"; core may not depend on server or web`);
    else if (!(allowedPackages.has(spec.split('/')[0]) || (isTest && spec === 'vitest'))) {
      problems.push(
        `${rel}: imports "${spec}", which is not allowed in core (allowed: ${[...allowedPackages].join(', ')})`,
      );
    }
  }
  const code = text
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""');
  const global = code.match(forbiddenGlobals);
  if (global) problems.push(`${rel}: uses "${global[1]}", a browser or Node global`);
}
if (problems.length) {
  console.error(`packages/core must stay pure TypeScript:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`core import check: ${files(core).length} files clean`);
