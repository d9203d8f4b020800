/*
 * The layer map of docs/architecture.md, enforced (npm run lint:deps): no
 * import cycles, every import goes to the same layer or one below, and Node's
 * built-ins stay in the Node-only modules, which no runtime-neutral entry point
 * reaches. Type-only imports count like the others.
 */

/** The files of src/namespaces/ that the parse pipeline dispatches to (the rest are features). */
const NAMESPACE_RULES = '(set|apply|embedded|views|check-digits)[.]ts$';

/** The layers, lowest first: a module may import its own layer and the ones before it. */
const LAYERS = [
  ['base', '^src/(brand|codes|diagnostic|options|plural|prng|revision-names|version)[.]ts$|^src/types/'],
  ['compile', '^src/compile/'],
  ['generated', '^generated/'],
  // namespaces/types.ts is the shape of a compiled namespace grammar: engine types only.
  ['engine', '^src/engine/|^src/namespaces/types[.]ts$'],
  // The namespace rules that parse dispatches to belong here; the namespace features sit higher.
  ['model', `^src/(types|urn|errors|revisions)[.]ts$|^src/profiles/|^src/diagnostics/|^src/namespaces/${NAMESPACE_RULES}`],
  ['parsing', '^src/parsing/'],
  ['hints', '^src/hints/|^src/encoding/'],
  ['parse', '^src/parse[.]ts$'],
  ['features', `^src/(equivalence|builder|views|extract|conformance|schema|history|results|patterns|duckdb|sql)/|^src/namespaces/(?!types[.]ts$|${NAMESPACE_RULES})`],
  ['entries', '^src/index[.]ts$|^src/entries/'],
  ['cli', '^src/cli/'],
];

/** The modules that may use Node's built-ins (fs, path, worker_threads, ...). */
const NODE_ONLY = '^src/cli/|^src/compile/files[.]ts$|^src/conformance/(runtime|report)[.]ts$';
/** The entry points that run in any JavaScript runtime (a browser, an edge worker). */
const NEUTRAL_ENTRIES = '^src/index[.]ts$|^src/entries/(reference|namespaces|registry|drafts|schema|patterns|udf)[.]ts$';

const upward = LAYERS.map(([name, path], i) => ({
  name: `layer-${name}`,
  comment: `${name} imports only its own layer and the ones below it (docs/architecture.md)`,
  severity: 'error',
  from: { path },
  to: {
    path: LAYERS.slice(i + 1)
      .map(([, p]) => p)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'an import cycle', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-unlayered',
      comment: 'every module of src/ is in a layer of the map (add new folders to LAYERS and docs/architecture.md)',
      severity: 'error',
      from: { path: '^src/', pathNot: LAYERS.map(([, p]) => p).join('|') },
      to: {},
    },
    ...upward.filter((rule) => rule.to.path !== ''),
    {
      name: 'node-builtins-node-only',
      comment: "Node's built-ins only in the Node-only modules",
      severity: 'error',
      from: { path: '^src/', pathNot: NODE_ONLY },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'neutral-entries',
      comment: 'a runtime-neutral entry point never reaches a Node-only module',
      severity: 'error',
      from: { path: NEUTRAL_ENTRIES },
      to: { path: NODE_ONLY, reachable: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The CJS require of generated modules and the ESM twins of engine files.
    exclude: { path: '^dist/|^playground/dist/' },
  },
};
