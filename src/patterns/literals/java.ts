/* A Java string literal (JLS 3.10.5): a backslash and a double quote escaped with a backslash. */
export const javaLiteral = (text: string): string => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
