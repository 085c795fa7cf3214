/**
 * Hands fetched bytes to the browser as a download named `fileName`. Files behind the bearer token cannot be plain
 * links, so they are fetched by the api client and saved through an object URL.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser starts the download on click; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
