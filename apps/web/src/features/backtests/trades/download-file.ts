/** Saves text as a file through the browser's download (an object URL, released right after). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** A file name part from a ticker or a strategy name: letters, digits and dashes. */
export function fileStem(text: string | null | undefined, fallback: string): string {
  const stem = (text ?? '')
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return stem || fallback;
}
