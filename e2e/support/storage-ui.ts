import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A small, valid one-page PDF whose text makes its bytes (and SHA-256) unique to the caller's words. */
export function smallPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 40 100 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The newest toast with these words (an earlier one may still be fading). */
export const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

export interface SeededFolder {
  id: string;
  displayName: string;
  basePath: string;
}

/** Creates a folder through the API as the signed-in org admin of `request`. */
export async function createFolderApi(
  request: APIRequestContext,
  folder: { basePath: string; displayName: string; creationConfig: 'y' | 'ym' | 'ymd' | 'none' },
): Promise<SeededFolder> {
  const response = await request.post('/api/storage/folders', { data: folder });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { folder: SeededFolder }).folder;
}

export interface ListedFile {
  id: string;
  fileName: string;
  path: string;
  uploadedBy: { name: string };
}

/** The files of a folder the signed-in user of `request` may see. */
export async function listFiles(request: APIRequestContext, folderId: string): Promise<ListedFile[]> {
  const response = await request.get(`/api/storage/files?folderId=${folderId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { files: ListedFile[] }).files;
}

/** Picks the folder in Upload Bills' folder select. */
export async function chooseUploadFolder(page: Page, displayName: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Folder Name' }).click();
  await page.getByRole('option', { name: displayName, exact: true }).click();
}

/** Chooses a file through the page's Choose File button (the browser's own file chooser). */
export async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles(file);
}

/** The date path of today for a 'ym' folder: '2026/11'. */
export function todayYearMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
}
