/** A file name split into what the user may rename and its extension, which is kept ('bill.pdf': 'bill', '.pdf'). */
export function splitFileName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot) };
}

/** The renamed file's name: the new base (or the old one when left empty) and the original extension. */
export function renamed(original: string, base: string): string {
  const { base: oldBase, extension } = splitFileName(original);
  const chosen = base.trim() || oldBase;
  return `${chosen}${extension}`;
}

/** 1536 bytes as '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
