import { useMemo } from 'react';
import { usePageSelector } from '../../../app/hooks';
import { channelLabel, FIXED_CHANNEL_TYPES, webchatChannelType } from '../../../domain/channels';
import { selectWebchatProduct, type ConfigState } from '../../config/configSlice';
import { selectDepartments, type DirectoryState } from '../../directory/directorySlice';

type State = { config: ConfigState; directory: DirectoryState };

/** The channel types and departments a policy can be narrowed to, as the ticket filters name them. */
export function useScopeNames() {
  const product = usePageSelector((state: State) => selectWebchatProduct(state));
  const departments = usePageSelector((state: State) => selectDepartments(state));
  return useMemo(() => {
    const channels = [webchatChannelType(product), ...FIXED_CHANNEL_TYPES].map((type) => ({ value: type as string, label: channelLabel(type) }));
    return {
      channels,
      departments: departments.map((d) => ({ value: d.id, label: d.name })),
      departmentName: (id: string) => departments.find((d) => d.id === id)?.name ?? null,
    };
  }, [product, departments]);
}
