import { channelInfo, channelLabel } from '../../../domain/channels';

/** A channel's logo and label (spec §3: each channel has an icon); an unknown type shows its code. */
export function ChannelBadge({ type }: { type: string }) {
  const icon = channelInfo(type)?.icon;
  return (
    <span className="channel-badge">
      {icon ? <img src={icon} alt="" width="20" height="20" /> : null}
      <span>{channelLabel(type)}</span>
    </span>
  );
}
