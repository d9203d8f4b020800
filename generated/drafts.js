// GENERATED FILE - DO NOT EDIT. The draft revisions' grammars by name; each module loads on first use.
// Source: grammar/*.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
module.exports = {
  "rfc2141bis-07": { matcher: () => require("./rfc2141bis-07.matcher.js"), diagnoser: () => require("./rfc2141bis-07.diagnose.js"), grammar: () => require("./rfc2141bis-07.grammar.js") },
  "rfc2141bis-08": { matcher: () => require("./rfc2141bis-08.matcher.js"), diagnoser: () => require("./rfc2141bis-08.diagnose.js"), grammar: () => require("./rfc2141bis-08.grammar.js") },
  "rfc2141bis-11": { matcher: () => require("./rfc2141bis-11.matcher.js"), diagnoser: () => require("./rfc2141bis-11.diagnose.js"), grammar: () => require("./rfc2141bis-11.grammar.js") },
  "rfc2141bis-12": { matcher: () => require("./rfc2141bis-12.matcher.js"), diagnoser: () => require("./rfc2141bis-12.diagnose.js"), grammar: () => require("./rfc2141bis-12.grammar.js") },
  "rfc2141bis-13": { matcher: () => require("./rfc2141bis-13.matcher.js"), diagnoser: () => require("./rfc2141bis-13.diagnose.js"), grammar: () => require("./rfc2141bis-13.grammar.js") },
  "rfc2141bis-14": { matcher: () => require("./rfc2141bis-14.matcher.js"), diagnoser: () => require("./rfc2141bis-14.diagnose.js"), grammar: () => require("./rfc2141bis-14.grammar.js") },
  "rfc2141bis-15": { matcher: () => require("./rfc2141bis-15.matcher.js"), diagnoser: () => require("./rfc2141bis-15.diagnose.js"), grammar: () => require("./rfc2141bis-15.grammar.js") },
  "rfc2141bis-16": { matcher: () => require("./rfc2141bis-16.matcher.js"), diagnoser: () => require("./rfc2141bis-16.diagnose.js"), grammar: () => require("./rfc2141bis-16.grammar.js") },
  "saintandre-00": { matcher: () => require("./saintandre-00.matcher.js"), diagnoser: () => require("./saintandre-00.diagnose.js"), grammar: () => require("./saintandre-00.grammar.js") },
};
Object.defineProperty(module.exports, '__esModule', { value: false });
