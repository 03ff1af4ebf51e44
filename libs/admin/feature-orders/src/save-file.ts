/** Saves a blob as a download under the given name (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
