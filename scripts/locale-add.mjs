// Merges new strings into the four locale files at once, safely when several people add strings together.
// Usage: node scripts/locale-add.mjs strings.json
// strings.json: { "en": { "users": { "import": "Import" } }, "ar": { … }, "it": { … }, "de": { … } }
// Every key must come in all four languages; an existing key is replaced only when its text differs.
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCALES = ['en', 'ar', 'it', 'de'];
const dir = fileURLToPath(new URL('../packages/web/src/i18n/locales/', import.meta.url));
const lock = `${dir}.lock`;

const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
};

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/locale-add.mjs strings.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
const expected = flatten(additions.en ?? {})
  .sort()
  .join('\n');
for (const locale of LOCALES) {
  if (!additions[locale]) throw new Error(`${file}: no "${locale}" strings`);
  const keys = flatten(additions[locale]).sort().join('\n');
  if (keys !== expected) throw new Error(`${file}: the "${locale}" keys differ from the "en" keys`);
}

const started = Date.now();
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() - started > 10_000)
      throw new Error(`${lock} held for 10 s; remove it if no one is writing`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of LOCALES) {
    const path = `${dir}${locale}.json`;
    const strings = JSON.parse(readFileSync(path, 'utf8'));
    merge(strings, additions[locale]);
    writeFileSync(`${path}.tmp`, `${JSON.stringify(strings, null, 2)}\n`);
    renameSync(`${path}.tmp`, path);
  }
} finally {
  rmdirSync(lock);
}
console.log(`locale-add: ${flatten(additions.en).length} strings merged into ${LOCALES.join(', ')}`);
