import { UPLOAD_MAX_BYTES } from '../../domain/limits';
import { apiBaseUrl } from './apiBaseUrl';
import { i18n } from '@lingui/core';
import { localDigits, type Language } from '../../domain/format';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

/**
 * A quick check before uploading (the server checks the bytes anyway): null when the file may be sent, else what is
 * wrong in the page's language.
 */
export function imageFileProblem(file: File): string | null {
  const megabytes = localDigits(String(UPLOAD_MAX_BYTES / 1024 / 1024), i18n.locale as Language);
  if (file.size > UPLOAD_MAX_BYTES) return i18n._('common.upload.tooBig', { megabytes });
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return i18n._('common.upload.notAnImage');
  return null;
}

/**
 * POST /images as multipart (field "image") with XMLHttpRequest, which reports upload progress (fetch does not).
 * Resolves with the stored image's URL, '/uploads/images/<name>.webp'.
 */
export function uploadImage(file: File, accessToken: string, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL('images', apiBaseUrl()).href);
    xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      let body: { success?: boolean; data?: { url?: string }; message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data?.url) {
        onProgress(100);
        resolve(body.data.url);
      } else {
        reject(new Error(body?.message || i18n._('common.upload.failed', { status: xhr.status })));
      }
    });
    xhr.addEventListener('error', () => reject(new Error(i18n._('common.error.network'))));
    xhr.addEventListener('abort', () => reject(new Error(i18n._('common.upload.cancelled'))));
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
