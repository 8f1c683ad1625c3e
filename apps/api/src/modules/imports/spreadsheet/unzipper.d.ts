// The part of unzipper (ExcelJS's own zip reader) the import uses: it ships no types.
declare module 'unzipper' {
  export type ZipEntry = { path: string; buffer(): Promise<Buffer> };
  export const Open: { file(path: string): Promise<{ files: ZipEntry[] }> };
}
