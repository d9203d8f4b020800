#!/usr/bin/env node
'use strict';
// The compiled CLI (npm ci and npm run build write dist/).
const { run } = require('../dist/src/cli/main.js');

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`urnkit: internal error: ${error && error.stack ? error.stack : error}\n`);
    process.exitCode = 70;
  },
);
