#!/usr/bin/env node
/*
 * npm pack / publish hooks (plain JavaScript: they run before anything is built).
 * "prepare" builds dist/ when a clone runs npm ci, but npm also lists it as an
 * install script of the packed package and warns consumers about it; dist/ is
 * built before packing instead. So prepack removes "prepare" from package.json
 * and postpack puts it back, exactly as it was.
 *
 *   node scripts/manifest.js strip-prepare | restore-prepare
 */
'use strict';
const { readFileSync, writeFileSync } = require('fs');
const { join } = require('path');

const FILE = join(__dirname, '..', 'package.json');
const PREPARE = 'npm run build';

function write(manifest) {
  writeFileSync(FILE, `${JSON.stringify(manifest, null, 2)}\n`);
}

const manifest = JSON.parse(readFileSync(FILE, 'utf8'));
const command = process.argv[2];
if (command === 'strip-prepare') {
  delete manifest.scripts.prepare;
  write(manifest);
} else if (command === 'restore-prepare') {
  // Put "prepare" back right after "build", where it is kept.
  const scripts = {};
  for (const [name, script] of Object.entries(manifest.scripts)) {
    if (name === 'prepare') continue;
    scripts[name] = script;
    if (name === 'build') scripts.prepare = PREPARE;
  }
  manifest.scripts = scripts;
  write(manifest);
} else {
  process.stderr.write('usage: node scripts/manifest.js strip-prepare | restore-prepare\n');
  process.exitCode = 2;
}
