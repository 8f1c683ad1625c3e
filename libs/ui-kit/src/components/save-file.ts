/** Hands a downloaded file to the browser's downloads, under the server's file name. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
