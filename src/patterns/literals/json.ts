/* A JSON string (RFC 8259 s.7): what JSON.stringify writes; a JSON Schema "pattern" value. */
export const jsonLiteral = (text: string): string => JSON.stringify(text);
