import { useMemo } from 'react';
import { presenceLines } from '../../presence/presenceRules';
import { selectPresenceMap, type PresenceState } from '../../presence/presenceSlice';
import { usePageSelector } from '../../../app/hooks';

/** "Bo is typing…", "Cy is viewing": always in the page, so screen readers hear each change. */
export function PresenceLine({ conversationId, meId }: { conversationId: string; meId: string | null }) {
  const map = usePageSelector((state: { presence: PresenceState }) => selectPresenceMap(state));
  const lines = useMemo(() => presenceLines(map, conversationId, meId), [map, conversationId, meId]);
  return (
    <p className="presence-line" aria-live="polite" data-testid="presence">
      {lines.join(' · ')}
    </p>
  );
}
