import { startStack, type Stack } from './stack';

let stack: Stack | undefined;

export default async function globalSetup() {
  stack = await startStack();
  // Workers inherit the environment, and playwright.config.ts reads baseURL from it.
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_API_PORT = String(stack.apiPort);
  process.env.E2E_TELEGRAM_PORT = String(stack.telegramPort);
  process.env.E2E_DATA_DIR = stack.dataDir;
  process.env.E2E_STACK_PIDS = stack.pids.join(',');
}

/** Stops the stack this process started. */
export async function stopStartedStack(): Promise<boolean> {
  if (!stack) return false;
  await stack.stop();
  stack = undefined;
  return true;
}
