#!/usr/bin/env node
'use strict';
// The compiled CLI (npm ci in a clone and npm pack write dist/).
require('../dist/src/cli/bin.js').main();
