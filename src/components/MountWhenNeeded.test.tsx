import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MountWhenNeeded } from './MountWhenNeeded';

afterEach(cleanup);

describe('MountWhenNeeded', () => {
  it('fetches and shows its lazy content only once needed, and keeps it after', async () => {
    const load = vi.fn(async () => ({ default: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closing'}</p> }));
    const Dialog = lazy(load);
    const view = (needed: boolean) => (
      <MountWhenNeeded needed={needed}>
        <Dialog open={needed} />
      </MountWhenNeeded>
    );

    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closing/)).toBeNull();

    rerender(view(true));
    expect(await screen.findByText('open')).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByText('closing')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
