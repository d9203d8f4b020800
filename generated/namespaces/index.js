// GENERATED FILE - DO NOT EDIT. The shipped namespace grammars by NID; each module loads on first use.
// Source: grammar/namespaces/*.abnf
// Regenerate: npm run grammars   (CI runs npm run grammars:check)
'use strict';
module.exports = {
  "3gpp": { aliases: [], matcher: () => require("./3gpp.matcher.js"), diagnoser: () => require("./3gpp.diagnose.js"), grammar: () => require("./3gpp.grammar.js") },
  "epc": { aliases: [], matcher: () => require("./epc.matcher.js"), diagnoser: () => require("./epc.diagnose.js"), grammar: () => require("./epc.grammar.js") },
  "example": { aliases: [], matcher: () => require("./example.matcher.js"), diagnoser: () => require("./example.diagnose.js"), grammar: () => require("./example.grammar.js") },
  "fdc": { aliases: [], matcher: () => require("./fdc.matcher.js"), diagnoser: () => require("./fdc.diagnose.js"), grammar: () => require("./fdc.grammar.js") },
  "ietf": { aliases: [], matcher: () => require("./ietf.matcher.js"), diagnoser: () => require("./ietf.diagnose.js"), grammar: () => require("./ietf.grammar.js") },
  "isbn": { aliases: [], matcher: () => require("./isbn.matcher.js"), diagnoser: () => require("./isbn.diagnose.js"), grammar: () => require("./isbn.grammar.js") },
  "iso": { aliases: [], matcher: () => require("./iso.matcher.js"), diagnoser: () => require("./iso.diagnose.js"), grammar: () => require("./iso.grammar.js") },
  "issn": { aliases: [], matcher: () => require("./issn.matcher.js"), diagnoser: () => require("./issn.diagnose.js"), grammar: () => require("./issn.grammar.js") },
  "lex": { aliases: [], matcher: () => require("./lex.matcher.js"), diagnoser: () => require("./lex.diagnose.js"), grammar: () => require("./lex.grammar.js") },
  "mpeg": { aliases: [], matcher: () => require("./mpeg.matcher.js"), diagnoser: () => require("./mpeg.diagnose.js"), grammar: () => require("./mpeg.grammar.js") },
  "mrn": { aliases: [], matcher: () => require("./mrn.matcher.js"), diagnoser: () => require("./mrn.diagnose.js"), grammar: () => require("./mrn.grammar.js") },
  "nbn": { aliases: [], matcher: () => require("./nbn.matcher.js"), diagnoser: () => require("./nbn.diagnose.js"), grammar: () => require("./nbn.grammar.js") },
  "nfc": { aliases: [], matcher: () => require("./nfc.matcher.js"), diagnoser: () => require("./nfc.diagnose.js"), grammar: () => require("./nfc.grammar.js") },
  "oasis": { aliases: [], matcher: () => require("./oasis.matcher.js"), diagnoser: () => require("./oasis.diagnose.js"), grammar: () => require("./oasis.grammar.js") },
  "ogc": { aliases: [], matcher: () => require("./ogc.matcher.js"), diagnoser: () => require("./ogc.diagnose.js"), grammar: () => require("./ogc.grammar.js") },
  "oid": { aliases: [], matcher: () => require("./oid.matcher.js"), diagnoser: () => require("./oid.diagnose.js"), grammar: () => require("./oid.grammar.js") },
  "publicid": { aliases: [], matcher: () => require("./publicid.matcher.js"), diagnoser: () => require("./publicid.diagnose.js"), grammar: () => require("./publicid.grammar.js") },
  "uuid": { aliases: [], matcher: () => require("./uuid.matcher.js"), diagnoser: () => require("./uuid.diagnose.js"), grammar: () => require("./uuid.grammar.js") },
  "xmpp": { aliases: [], matcher: () => require("./xmpp.matcher.js"), diagnoser: () => require("./xmpp.diagnose.js"), grammar: () => require("./xmpp.grammar.js") },
};
