/* An XML attribute value in double quotes (XML 1.0 s.2.3 AttValue, s.2.4): &, < and " as entity references; the xs:pattern value="..." of a schema. */
export const xmlAttribute = (text: string): string => `"${text.replace(/[&<"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;' })[c] as string)}"`;
