/* A JavaScript string literal (ECMA-262 StringLiteral): a backslash and a double quote escaped; new RegExp(literal) takes it. */
export const jsLiteral = (text: string): string => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
