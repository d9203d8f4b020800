// GENERATED FILE - DO NOT EDIT. The main profiles' diagnosing matchers by name; each module loads on first use.
// Source: grammar/*.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
module.exports = {
  "rfc2141": () => require("./rfc2141.diagnose.js"),
  "rfc2141bis": () => require("./rfc2141bis.diagnose.js"),
  "rfc8141": () => require("./rfc8141.diagnose.js"),
};
Object.defineProperty(module.exports, '__esModule', { value: false });
