import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tinyPdf } from './storage-api.ts';

/** A small, valid one-page PDF whose text makes its bytes (and SHA-256) unique to the caller's words. */
export function smallPdf(text: string): Buffer {
  return tinyPdf(text.replace(/[()\\]/g, ''));
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

/** Holds each uploaded chunk back a little, so a journey can act while an upload is under way. */
export async function slowChunks(page: Page): Promise<void> {
  await page.route('**/api/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 400));
    await route.continue();
  });
}

/** Opens Upload Bills, chooses the folder and the file, and confirms the upload. */
export async function startUpload(
  page: Page,
  folderName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto('/storage/upload-bills');
  await chooseUploadFolder(page, folderName);
  await chooseFile(page, file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Upload' }).getByRole('button', { name: 'Upload' }).click();
}

/** A finger pulling the page down from its top by `distance` pixels, then letting go. */
export async function pullDown(page: Page, distance: number): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Upload Bills' }).evaluate((heading, pull) => {
    const at = (y: number) => [new Touch({ identifier: 1, target: heading, clientX: 100, clientY: y })];
    const fire = (type: string, y: number, touches: Touch[]) =>
      heading.dispatchEvent(
        new TouchEvent(type, { bubbles: true, touches, changedTouches: at(y), targetTouches: touches }),
      );
    fire('touchstart', 100, at(100));
    fire('touchmove', 100 + pull, at(100 + pull));
    fire('touchend', 100 + pull, []);
  }, distance);
}

/**
 * Watches the camera streams the page opens (the browser's own getUserMedia, wrapped, not replaced) and returns
 * a counter of their tracks still live.
 */
export async function watchCameraStreams(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    const seen: MediaStream[] = [];
    Object.assign(window, { e2eStreams: seen });
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      seen.push(stream);
      return stream;
    };
  });
  return () =>
    page.evaluate(
      () =>
        ((window as unknown as { e2eStreams: MediaStream[] }).e2eStreams ?? [])
          .flatMap((stream) => stream.getTracks())
          .filter((track) => track.readyState === 'live').length,
    );
}
