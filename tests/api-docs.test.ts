/*
 * The API reference (npm run docs, typedoc) is made from the doc comments of
 * what the package's entry points export: each export has one, and each
 * function an @example (issue 27). typedoc fails CI on an undocumented export;
 * this test says the same within npm test, and also asks for the examples,
 * which typedoc does not check.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..');
const typedoc = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8')) as { entryPoints: string[] };
const program = ts.createProgram(
  typedoc.entryPoints.map((e) => join(ROOT, e)),
  { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, resolveJsonModule: true, allowJs: true, strict: true },
);
const checker = program.getTypeChecker();

interface Exported {
  entry: string;
  name: string;
  declarations: ts.Declaration[];
}

const exported: Exported[] = typedoc.entryPoints.flatMap((entry) => {
  const source = program.getSourceFile(join(ROOT, entry)) as ts.SourceFile;
  const module = checker.getSymbolAtLocation(source) as ts.Symbol;
  return checker.getExportsOfModule(module).map((s) => {
    const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    return { entry, name: s.name, declarations: target.declarations ?? [] };
  });
});

const docOf = (d: ts.Declaration): readonly ts.JSDoc[] => {
  // A variable's comment sits on its statement.
  const node = ts.isVariableDeclaration(d) ? d.parent.parent : d;
  return (node as unknown as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
};
const isFunction = (d: ts.Declaration): boolean =>
  ts.isFunctionDeclaration(d) || (ts.isVariableDeclaration(d) && d.initializer !== undefined && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)));

test('the entry points export a surface worth a reference (values and types)', () => {
  expect(exported.length).toBeGreaterThan(100);
});

test('every export of an entry point has a doc comment', () => {
  const undocumented = exported.filter((e) => !e.declarations.some((d) => docOf(d).length > 0)).map((e) => `${e.entry}: ${e.name}`);
  expect(undocumented).toEqual([]);
});

test('every exported function has an @example', () => {
  const functions = exported.filter((e) => e.declarations.some(isFunction));
  expect(functions.length).toBeGreaterThan(30);
  const without = functions.filter((e) => !e.declarations.some((d) => docOf(d).some((doc) => (doc.tags ?? []).some((t) => t.tagName.text === 'example')))).map((e) => `${e.entry}: ${e.name}`);
  expect(without).toEqual([]);
});
