import { channelInfo, channelLabel } from '../../../domain/channels';

/** A channel's icon and label (unknown types by their code). */
export function ChannelBadge({ type }: { type: string }) {
  const icon = channelInfo(type)?.icon;
  return (
    <span className="channel-badge">
      {icon ? <img src={icon} alt="" width={16} height={16} /> : null}
      <span>{channelLabel(type)}</span>
    </span>
  );
}
