/*
 * xmllint --schema (libxml2): one schema with a simple type per pattern (xs:string restricted by
 * xs:pattern, the dialect xsd), one instance with an element per input, one a line; the lines
 * xmllint reports invalid are the inputs the pattern rejects. Each element's type is a union of the
 * one pattern type: the same facet decides, and the message of an invalid value names the union,
 * not the pattern (which would make a gigabyte of messages). XML 1.0 holds neither NUL nor most
 * C0 controls, nor lone surrogates, U+FFFE and U+FFFF, even as character references: those inputs
 * cannot be an XML value, and are not given. Every other character outside printable ASCII, and
 * &, <, >, travels as a character reference (&#xD; stays a carriage return: no end-of-line or
 * whitespace normalization applies).
 */
import { spawn } from 'child_process';
import { once } from 'events';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Engine, EngineAnswer, EngineJob } from './types';
import { hasLoneSurrogate } from './types';

const cannotCarry = (s: string): string | undefined =>
  /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/.test(s) ? 'XML 1.0 cannot hold NUL, most C0 controls, U+FFFE or U+FFFF' : hasLoneSurrogate(s) ? 'XML cannot hold a lone surrogate' : undefined;

/** Text with a character reference for each character outside printable ASCII and for &, <, > (a 10^6-character value stays about that long). */
const references = (s: string): string => s.replace(/[^\x20-\x25\x27-\x3b\x3d\x3f-\x7e]/gu, (ch) => `&#x${(ch.codePointAt(0) as number).toString(16)};`);

/** A pattern as an attribute value. */
const attribute = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export const xmllintEngine: Engine = {
  name: 'xmllint --schema (libxml2, XML Schema 1.0)',
  dialect: 'xsd',
  captures: false,
  cannotCarry,
  async run(jobs: readonly EngineJob[]): Promise<EngineAnswer[]> {
    const dir = mkdtempSync(join(tmpdir(), 'urnkit-xsd-'));
    try {
      const schema = [
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">',
        '<xs:element name="r"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">',
        ...jobs.map((_, j) => `<xs:element name="p${j}" type="u${j}"/>`),
        '</xs:choice></xs:complexType></xs:element>',
        ...jobs.map((job, j) => `<xs:simpleType name="t${j}"><xs:restriction base="xs:string"><xs:pattern value="${attribute(job.pattern)}"/></xs:restriction></xs:simpleType>`),
        ...jobs.map((_, j) => `<xs:simpleType name="u${j}"><xs:union memberTypes="t${j}"/></xs:simpleType>`),
        '</xs:schema>',
      ];
      // Line 1 is <r>; then one element a line: the line number says which job and input.
      const lines = ['<r>'];
      const where: Array<[number, number]> = [];
      jobs.forEach((job, j) =>
        job.inputs.forEach((s, i) => {
          if (cannotCarry(s)) return;
          lines.push(`<p${j}>${references(s)}</p${j}>`);
          where.push([j, i]);
        }),
      );
      lines.push('</r>');
      writeFileSync(join(dir, 's.xsd'), schema.join('\n'));
      const doc = join(dir, 'd.xml');
      writeFileSync(doc, lines.join('\n'));
      const answers: EngineAnswer[] = jobs.map((job) => ({ matched: job.inputs.map((s) => (cannotCarry(s) ? null : true)), captures: [] }));
      // --stream validates as it reads (the tree takes minutes on 10^6 elements).
      const other: string[] = [];
      const child = spawn('xmllint', ['--noout', '--stream', '--schema', join(dir, 's.xsd'), doc], { stdio: ['ignore', 'ignore', 'pipe'] });
      // Lines end at "\n" only: a value may hold a carriage return.
      let rest = '';
      const read = (line: string): void => {
        // "<dir>/d.xml:<line>: Schemas validity error : Element 'p<j>': '<value>' is not a valid value of the union type 'u<j>'."
        // A value with a newline goes on over the next lines, which do not begin with the instance's name.
        if (!line.startsWith(doc) || /^ (validates|fails to validate)$/.test(line.slice(doc.length))) return;
        const at = line.indexOf(':', doc.length + 1);
        const j = Number(line.slice(at).match(/^: Schemas validity error : Element 'p(\d+)': '/)?.[1] ?? -1);
        const [job, i] = where[Number(line.slice(doc.length + 1, at)) - 2] ?? [-1, -1];
        if (j >= 0 && j === job) answers[j].matched[i] = false;
        else if (other.length < 5) other.push(line);
      };
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() as string;
        lines.forEach(read);
      });
      const reading = once(child.stderr, 'end').then(() => rest && read(rest));
      const [status] = (await Promise.all([once(child, 'close'), reading]))[0] as [number];
      // Status 3: some element is invalid. Anything else (the schema refused, a pattern xmllint cannot read) fails the run.
      if (other.length || (status !== 0 && status !== 3)) throw new Error(`xmllint exited with ${status}:\n${other.join('\n')}`);
      return answers;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
