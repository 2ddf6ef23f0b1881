/**
 * How the browser tests and the Lighthouse scripts start Debian's Chromium on this network: headless, and without
 * the background connections a closed network refuses (sync, component updates, QUIC).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
