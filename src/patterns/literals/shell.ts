/* A POSIX shell word (XCU 2.2.3): single quotes, which take everything literally, and a single quote as '\'' (close, escaped quote, reopen). */
export const shellWord = (text: string): string => `'${text.replace(/'/g, "'\\''")}'`;
