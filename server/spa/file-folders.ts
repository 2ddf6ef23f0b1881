/**
 * The site's folders that hold files and never a page: the build's hashed files, the uploads, and the storefront's
 * pictures and icons from public/. A missing file there is a plain 404, not the shop's page, and what they serve is
 * never shown as a document (server/plugins/security-headers.ts).
 */
export const FILE_FOLDERS = ['/assets/', '/uploads/', '/hero/', '/icons/'];
