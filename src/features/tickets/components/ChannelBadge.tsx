import { channelInfo, channelLabel } from '../../../domain/channels';

/** A channel as its icon and label (spec §3); an unknown type shows its code. */
export function ChannelBadge({ type }: { type: string }) {
  const icon = channelInfo(type)?.icon;
  return (
    <span className="ticket-channel">
      {icon ? <img src={icon} alt="" width={16} height={16} /> : null}
      <span>{channelLabel(type)}</span>
    </span>
  );
}
