// GENERATED FILE - DO NOT EDIT. The community namespace grammars (unregistered NIDs) by NID; each module loads on first use.
// Source: grammar/namespaces/community/*.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
module.exports = {
  "cts": { aliases: [], matcher: () => require("./community/cts.matcher.js"), diagnoser: () => require("./community/cts.diagnose.js"), grammar: () => require("./community/cts.grammar.js") },
  "li": { aliases: [], matcher: () => require("./community/li.matcher.js"), diagnoser: () => require("./community/li.diagnose.js"), grammar: () => require("./community/li.grammar.js") },
  "ngsi-ld": { aliases: [], matcher: () => require("./community/ngsi-ld.matcher.js"), diagnoser: () => require("./community/ngsi-ld.diagnose.js"), grammar: () => require("./community/ngsi-ld.grammar.js") },
};
Object.defineProperty(module.exports, '__esModule', { value: false });
