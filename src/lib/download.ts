/**
 * Saves CSV text as a file through a temporary link (the browser's download). A UTF-8 BOM goes
 * first so spreadsheet programs read accented names right.
 */
export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF' + text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
