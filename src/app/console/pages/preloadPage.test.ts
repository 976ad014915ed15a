import { describe, expect, it, vi } from 'vitest';
import type { ConsolePage, PageModule } from '../../../features/shell/pageTypes';
import { preloadPage } from './preloadPage';

const module = { page: { Page: () => null } satisfies PageModule };

function pages() {
  const tickets = vi.fn(async () => module);
  const failing = vi.fn(async (): Promise<typeof module> => {
    throw new Error('offline');
  });
  const list: ConsolePage[] = [
    { path: '/app/ticket', title: 'Tickets', access: '/app/ticket', load: tickets },
    { path: '/app/chat', title: 'Chat', access: '/app/chat', load: failing },
    { path: '/report/ticket', title: 'Reports', access: '/report/ticket' },
  ];
  return { list, tickets, failing };
}

describe('preloadPage', () => {
  it('starts loading the module of the page at the address the console opens at', () => {
    const { list, tickets } = pages();
    expect(preloadPage(list, '/v2/app/ticket/')).toBe(true);
    expect(tickets).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page without a module, an unknown path or another base', () => {
    const { list, tickets, failing } = pages();
    for (const path of ['/v2/report/ticket', '/v2/nowhere', '/app/ticket', '/v2']) expect(preloadPage(list, path), path).toBe(false);
    expect(tickets).not.toHaveBeenCalled();
    expect(failing).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the page itself, without an unhandled rejection', async () => {
    const { list, failing } = pages();
    expect(preloadPage(list, '/v2/app/chat')).toBe(true);
    await expect(failing.mock.results[0]!.value).rejects.toThrow('offline');
  });
});
