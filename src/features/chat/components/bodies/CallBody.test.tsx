import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallMeta } from '../../../../domain/callMeta';
import { CallBody } from './CallBody';

afterEach(cleanup);

const call = (over: Partial<CallMeta> = {}): CallMeta => ({ callId: 'c1', direction: 'in', state: 'ringing', from: '+4930123', to: '+4930555', startedAt: '2026-03-02T10:00:00Z', ...over });

describe('a call in the timeline', () => {
  it('shows an answered call: who called, how long, who answered, and its recording opened safely', () => {
    render(<CallBody call={call({ state: 'ended', durationSeconds: 185, agent: 'Ana', recordingUrl: 'https://pbx.example/r/1.mp3' })} />);
    expect(screen.getByText('Call from +4930123')).toBeInTheDocument();
    expect(screen.getByText('Ended · 3 min · answered by Ana')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Listen to the recording' });
    expect(link).toHaveAttribute('href', 'https://pbx.example/r/1.mp3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a missed call and an outgoing one, forwarded ones by name', () => {
    const { rerender } = render(<CallBody call={call({ state: 'missed', cause: 'cancel' })} />);
    expect(screen.getByText('Missed')).toBeInTheDocument();
    rerender(<CallBody call={call({ direction: 'out', state: 'ended', durationSeconds: 42 })} />);
    expect(screen.getByText('Call to +4930555')).toBeInTheDocument();
    expect(screen.getByText('Ended · 42 s')).toBeInTheDocument();
    rerender(<CallBody call={call({ state: 'ended', cause: 'forwarded' })} />);
    expect(screen.getByText('Forwarded')).toBeInTheDocument();
  });

  it('offers no link for a recording that is not http(s)', () => {
    render(<CallBody call={call({ state: 'ended', recordingUrl: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
