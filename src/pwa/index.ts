/** What the offline banner loads once the page is idle (src/components/OfflineBanner.tsx): one chunk, off the shell. */
export { OfflineNotice } from './OfflineNotice';
export { registerServiceWorker } from './register';
