import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../../.data-e2e-${E2E_PORT}`);
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');
