/* URNs to click, each chosen because the revisions read it differently (or to show equivalence and namespaces). */
import type { PageState } from './fragment';

export interface Example extends PageState {
  /** The button's text: what the example shows. */
  readonly label: string;
}

export const EXAMPLES: readonly Example[] = [
  { label: 'r- and f-components', a: 'urn:example:a123,z456?+CCResolve:cc=uk#top', b: '', ns: false },
  { label: 'q-component', a: 'urn:example:weather?=op=map&lat=39.56#top', b: '', ns: false },
  { label: 'rfc2141bis directives', a: 'URN:ISBN:0-395-36341-1?s=I2L&c=ToC', b: '', ns: false },
  { label: '"&" in the NSS', a: 'urn:example:a&b', b: '', ns: false },
  { label: '"/" in the NSS', a: 'urn:example:foo/bar', b: '', ns: false },
  { label: 'NID ending in "-"', a: 'urn:a-:x', b: '', ns: false },
  { label: 'the NID "urn"', a: 'urn:urn:x', b: '', ns: false },
  { label: 'equivalence', a: 'URN:EXAMPLE:a123%2cz456?+abc#789', b: 'urn:example:a123%2Cz456', ns: false },
  { label: 'UUID namespace', a: 'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', b: 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', ns: true },
  { label: 'ISBN check digit', a: 'urn:isbn:978-0-306-40615-8', b: '', ns: true },
];
