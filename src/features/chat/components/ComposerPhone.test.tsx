import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { conversation } from '../../conversations/testing/fixtures';
import { renderChat } from '../testing/renderChat';

afterEach(cleanup);

describe('the composer on a phone call’s conversation', () => {
  it('takes notes only and says why there is no reply', async () => {
    renderChat({ path: '/v2/app/chat?conversation=c1', conversations: [conversation('c1', { channelType: 'PHONE' })] });
    const box = await screen.findByRole('textbox', { name: 'Internal note (only your team sees it)' });
    expect(box).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reply to/ })).toBeNull();
    const modes = screen.getByRole('group', { name: 'Write' });
    expect(within(modes).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(modes).getByRole('button', { name: 'Note' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Calls cannot be answered by message: call the customer back.')).toBeInTheDocument();
  });

  it('keeps Reply on other channels', async () => {
    renderChat({ path: '/v2/app/chat?conversation=c1', conversations: [conversation('c1', { channelType: 'LINE' })] });
    expect(await screen.findByRole('textbox', { name: /Reply to/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-pressed', 'true');
  });
});
